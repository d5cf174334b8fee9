// The scan screen's public face (decision 152): its page is reached through the app's routes; the
// rentals' check-out and check-in read tags with its camera (decision 223).
export { CameraReader } from './components/camera-reader';

// The scan screen's public face (decision 152): its page is reached through the app's routes.
export {};

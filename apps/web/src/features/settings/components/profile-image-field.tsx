// Placeholder: the profile picture field of the Profile tab is built by the image part of issue 8.
export function ProfileImageField() {
  return null;
}

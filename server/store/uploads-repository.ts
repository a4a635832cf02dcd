// Uploaded images (product pictures, brand logos) until something uses them.

export interface UploadsRepository {
  /** Keeps an image already checked by the operation; answers the URL it is served at. */
  save(bytes: Uint8Array, extension: string, ownerId: number): Promise<string>;
  /** How many images the owner uploaded since `since` (ms), used or not. */
  countSince(ownerId: number, since: number): Promise<number>;
  /** The owner's images that no product (image) or brand (logo) uses yet: how many, how big. */
  pendingOf(ownerId: number): Promise<{ count: number; bytes: number }>;
  /** Removes the images nothing uses that were stored before `before` (ms); answers how many. */
  sweep(before: number): Promise<number>;
}

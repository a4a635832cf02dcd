// The store interface (server/store.ts) over the mocks' in-memory @msw/data collections (mocks/db.ts).
// Uploaded images are not kept: the browser gets a blob: URL it can show, node a made-up path.
import type { Store } from "../../server/store";
import { brands, categories, subcategories, vehicles } from "./catalogue";
import { fitments } from "./fitments";
import { reports } from "./inventory-report";
import { customers, users } from "./people";
import { products, promotions } from "./products";
import { dashboard, labelImport, labelSizes, labelTemplates } from "./reports";

const IMAGE_TYPES: Record<string, string> = {
  jpg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  gif: "image/gif",
};

let uploadCount = 0;

export const memoryStore: Store = {
  users,
  categories,
  subcategories,
  brands,
  vehicles,
  fitments,
  products,
  labelTemplates,
  labelSizes,
  labelImport,
  customers,
  promotions,
  dashboard,
  reports,
  uploads: {
    async save(bytes, extension) {
      uploadCount += 1;
      // A blob: URL is short (product imageUrl allows 500 characters) and shows in the page.
      if (typeof document !== "undefined" && typeof URL.createObjectURL === "function") {
        return URL.createObjectURL(new Blob([bytes as BlobPart], { type: IMAGE_TYPES[extension] }));
      }
      return `/uploads/mock-${uploadCount}.${extension}`;
    },
  },
};

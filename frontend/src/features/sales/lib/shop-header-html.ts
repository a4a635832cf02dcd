// The shop's details at the top of every printed counter document (receipt, quote).
import { escapeXml } from "@/lib/escape-xml";
import type { ShopSettings } from "@/lib/api/types";

export function shopHeaderHtml(shop: ShopSettings): string {
  return [
    shop.businessName && `<h1>${escapeXml(shop.businessName)}</h1>`,
    shop.taxId && `<div class="center">${escapeXml(shop.taxId)}</div>`,
    shop.address && `<div class="center muted">${escapeXml(shop.address)}</div>`,
    shop.phone && `<div class="center muted">Tel. ${escapeXml(shop.phone)}</div>`,
  ]
    .filter(Boolean)
    .join("\n");
}

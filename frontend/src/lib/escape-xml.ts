// Text for HTML or SVG markup written as a string: the characters that would start markup or end an
// attribute, as entities. Used by the label sheet, the receipt, the code drawings and the screens'
// headings the build writes into their HTML (build/vite-screen-skeletons.ts).

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

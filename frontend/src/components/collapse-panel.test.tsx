import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CollapsePanel } from "./collapse-panel";

describe("CollapsePanel", () => {
  it("shows its content when open, with nothing for the browser to measure", () => {
    const html = renderToStaticMarkup(
      <CollapsePanel isOpen>
        <p>Corolla</p>
      </CollapsePanel>,
    );
    expect(html).toBe(
      '<div class="collapse-panel is-open"><div class="collapse-panel-body" aria-hidden="false"><p>Corolla</p></div></div>',
    );
  });

  it("leaves its content out while it has never been open, and is inert", () => {
    const html = renderToStaticMarkup(
      <CollapsePanel isOpen={false}>
        <p>Corolla</p>
      </CollapsePanel>,
    );
    expect(html).not.toContain("Corolla");
    expect(html).toContain("inert");
    expect(html).toContain('aria-hidden="true"');
    expect(html).not.toContain("is-open");
  });
});

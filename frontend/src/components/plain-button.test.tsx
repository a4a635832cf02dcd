import { Button } from "@blueprintjs/core";
import { Edit, Trash } from "@blueprintjs/icons";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { PlainButton } from "./plain-button";

// The row buttons must be indistinguishable from Blueprint's: same element, classes and content.
const html = (element: React.ReactElement) => renderToStaticMarkup(element);

describe("PlainButton", () => {
  it("renders an icon button exactly as Blueprint's Button does", () => {
    expect(html(<PlainButton icon={<Edit />} aria-label="Editar" title="Editar" />)).toBe(
      html(<Button icon={<Edit />} aria-label="Editar" title="Editar" />),
    );
    expect(html(<PlainButton icon={<Trash />} intent="danger" aria-label="Eliminar" />)).toBe(
      html(<Button icon={<Trash />} intent="danger" aria-label="Eliminar" />),
    );
  });

  it("renders a small outlined text button exactly as Blueprint's Button does", () => {
    expect(html(<PlainButton text="Vender" intent="primary" variant="outlined" size="small" />)).toBe(
      html(<Button text="Vender" intent="primary" variant="outlined" size="small" />),
    );
  });
});

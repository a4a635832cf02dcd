// A cart line's quantity or discount typed in place: digits only, applied on Enter or on leaving the
// field (a half-typed number is never judged); a refused value goes back to the line's own.
import { InputGroup } from "@blueprintjs/core";
import { useState, type KeyboardEvent } from "react";

export interface CartLineInputProps {
  label: string;
  value: number;
  /** The text as the field keeps it while typing (digits, a discount brought into 0-100). */
  normalize: (text: string) => string;
  /** Answers whether the value was taken. */
  onCommit: (text: string) => boolean;
}

export function CartLineInput({ label, value, normalize, onCommit }: CartLineInputProps) {
  const [draft, setDraft] = useState(String(value));
  const [shown, setShown] = useState(value);
  // The line changed outside the field (a product added again): the field shows the new value.
  if (shown !== value) {
    setShown(value);
    setDraft(String(value));
  }
  const commit = () => {
    if (draft === String(value)) return;
    if (!onCommit(draft)) setDraft(String(value));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Enter") return;
    event.preventDefault();
    commit();
  };
  return (
    <InputGroup
      className="sale-line-input"
      size="small"
      aria-label={label}
      inputMode="numeric"
      value={draft}
      onValueChange={(text) => setDraft(normalize(text))}
      onBlur={commit}
      onKeyDown={onKeyDown}
    />
  );
}

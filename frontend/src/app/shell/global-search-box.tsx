// The top bar's search box: Enter opens /search?q=...; the '/' key focuses it from anywhere,
// unless the user is typing in another field.
import { InputGroup } from "@blueprintjs/core";
import { Search } from "@blueprintjs/icons";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useNavigate } from "react-router-dom";
import { focusFirstResult } from "@/lib/shortcuts/result-keys";

export const SEARCH_HOTKEY = "/";

/** True when the key press belongs to a field the user is typing in. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  const tag = target.tagName;
  return tag === "INPUT" || tag === "TEXTAREA" || tag === "SELECT";
}

export function GlobalSearchBox() {
  const navigate = useNavigate();
  const [query, setQuery] = useState("");
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== SEARCH_HOTKEY || event.ctrlKey || event.metaKey || event.altKey) return;
      if (event.defaultPrevented || isTypingTarget(event.target)) return;
      event.preventDefault();
      inputRef.current?.focus();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = query.trim();
    void navigate(q ? `/search?q=${encodeURIComponent(q)}` : "/search");
  };

  return (
    <form className="global-search" role="search" onSubmit={submit}>
      <InputGroup
        type="search"
        inputRef={inputRef}
        aria-label="Buscar en el sistema"
        aria-keyshortcuts="/"
        placeholder="Buscar productos, marcas, vehículos... (/)"
        leftIcon={<Search />}
        value={query}
        onValueChange={setQuery}
        onKeyDown={(event) => {
          if (event.key === "Escape") inputRef.current?.blur();
          else focusFirstResult(event);
        }}
      />
    </form>
  );
}

// The search input of every list: a search icon, a Spanish label and one clear button. It is
// controlled; callers that query the server debounce the value with useDebouncedValue.
import { Button, InputGroup } from "@blueprintjs/core";
import { Cross, Search } from "@blueprintjs/icons";
import type { Ref } from "react";
import "./list.css";

export interface SearchBoxProps {
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  /** Accessible name, e.g. 'Buscar productos'. */
  label: string;
  className?: string;
  inputRef?: Ref<HTMLInputElement>;
  autoFocus?: boolean;
}

export function SearchBox({
  value,
  onChange,
  placeholder,
  label,
  className,
  inputRef,
  autoFocus,
}: SearchBoxProps) {
  return (
    <InputGroup
      className={className ? `search-box ${className}` : "search-box"}
      type="search"
      leftIcon={<Search />}
      placeholder={placeholder}
      aria-label={label}
      value={value}
      onValueChange={onChange}
      inputRef={inputRef}
      autoFocus={autoFocus}
      onKeyDown={(event) => {
        if (event.key === "Escape" && value) {
          event.stopPropagation();
          onChange("");
        }
      }}
      rightElement={
        value ? (
          <Button
            variant="minimal"
            icon={<Cross />}
            aria-label="Borrar búsqueda"
            onClick={() => onChange("")}
          />
        ) : undefined
      }
    />
  );
}

// The supplier form's address input with suggestions from an AddressProvider (a combobox: arrows
// move through the list, Enter picks, Escape closes). Picking a suggestion hands its details back.
import { FormGroup, InputGroup, Menu, MenuItem } from "@blueprintjs/core";
import { MapMarker } from "@blueprintjs/icons";
import { useEffect, useId, useState } from "react";
import { useDebouncedValue } from "@/lib/use-debounced-value";
import type { AddressDetails, AddressProvider, AddressSuggestion } from "../lib/address-provider";

export interface AddressAutocompleteProps {
  value: string;
  onChange: (value: string) => void;
  onPick: (details: AddressDetails) => void;
  provider: AddressProvider;
}

export function AddressAutocomplete({ value, onChange, onPick, provider }: AddressAutocompleteProps) {
  const id = useId();
  const listId = `${id}-list`;
  const [typed, setTyped] = useState(false);
  const [suggestions, setSuggestions] = useState<AddressSuggestion[]>([]);
  const [active, setActive] = useState(-1);
  const query = useDebouncedValue(value, 200);

  useEffect(() => {
    if (!typed) return;
    let current = true;
    provider
      .suggest(query)
      .then((found) => {
        if (!current) return;
        setSuggestions(found);
        setActive(-1);
      })
      .catch(() => current && setSuggestions([]));
    return () => {
      current = false;
    };
  }, [query, typed, provider]);

  const open = typed && suggestions.length > 0;

  async function pick(suggestion: AddressSuggestion) {
    setTyped(false);
    setSuggestions([]);
    const details = await provider.details(suggestion.id);
    if (details) onPick(details);
  }

  function onKeyDown(event: React.KeyboardEvent<HTMLInputElement>) {
    if (!open) return;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((index) => (index + step + suggestions.length) % suggestions.length);
    } else if (event.key === "Enter" && active >= 0) {
      event.preventDefault();
      const chosen = suggestions[active];
      if (chosen) void pick(chosen);
    } else if (event.key === "Escape") {
      // Closes the list, not the dialog around it.
      event.stopPropagation();
      setTyped(false);
    }
  }

  return (
    <FormGroup label="Dirección" labelFor={id} helperText="Escribe la calle y la ciudad para ver sugerencias">
      <div className="sup-address">
        <InputGroup
          id={id}
          leftIcon={<MapMarker />}
          value={value}
          placeholder="Ej.: Av. Bolívar 12, Valencia"
          autoComplete="off"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={open ? listId : undefined}
          aria-activedescendant={open && active >= 0 ? `${listId}-${active}` : undefined}
          onValueChange={(text) => {
            setTyped(true);
            onChange(text);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setTimeout(() => setTyped(false), 150)}
        />
        {open ? (
          <Menu id={listId} role="listbox" aria-label="Sugerencias de dirección" className="sup-address-list">
            {suggestions.map((suggestion, index) => (
              <MenuItem
                key={suggestion.id}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === active}
                active={index === active}
                icon={<MapMarker />}
                text={suggestion.label}
                // Picks before the input's blur closes the list.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => void pick(suggestion)}
              />
            ))}
          </Menu>
        ) : null}
      </div>
    </FormGroup>
  );
}

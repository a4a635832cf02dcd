// Search box and the 'Nueva …' button above each catalogue grid.
import { Button, InputGroup } from "@blueprintjs/core";
import { Add, Cross, Search } from "@blueprintjs/icons";

export interface CatalogueToolbarProps {
  search: string;
  onSearchChange: (search: string) => void;
  searchPlaceholder: string;
  searchLabel: string;
  createText: string;
  onCreate: () => void;
}

export function CatalogueToolbar(props: CatalogueToolbarProps) {
  return (
    <div className="catalogue-toolbar" role="search">
      <InputGroup
        className="catalogue-search"
        type="search"
        leftIcon={<Search />}
        placeholder={props.searchPlaceholder}
        aria-label={props.searchLabel}
        value={props.search}
        onValueChange={props.onSearchChange}
        rightElement={
          props.search ? (
            <Button
              variant="minimal"
              icon={<Cross />}
              aria-label="Limpiar búsqueda"
              onClick={() => props.onSearchChange("")}
            />
          ) : undefined
        }
      />
      <Button intent="primary" icon={<Add />} onClick={props.onCreate}>
        {props.createText}
      </Button>
    </div>
  );
}

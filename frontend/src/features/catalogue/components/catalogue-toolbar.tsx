// Search box and the 'Nueva …' button above each catalogue grid.
import { Button } from "@blueprintjs/core";
import { Add } from "@blueprintjs/icons";
import { ListToolbar } from "@/components/list-toolbar";

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
    <ListToolbar
      search={{
        value: props.search,
        onChange: props.onSearchChange,
        placeholder: props.searchPlaceholder,
        label: props.searchLabel,
      }}
      actions={
        <Button intent="primary" icon={<Add />} onClick={props.onCreate}>
          {props.createText}
        </Button>
      }
    />
  );
}

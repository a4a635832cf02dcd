// Above every list: the search box, optional filters, and the list's actions on the right.
import type { ReactNode } from "react";
import { SearchBox, type SearchBoxProps } from "./search-box";
import "./list.css";

export interface ListToolbarProps {
  search: SearchBoxProps;
  /** Filters or tags between the search box and the actions. */
  children?: ReactNode;
  actions?: ReactNode;
  className?: string;
}

export function ListToolbar({ search, children, actions, className }: ListToolbarProps) {
  return (
    <div className={className ? `list-toolbar ${className}` : "list-toolbar"} role="search">
      <SearchBox {...search} />
      {children}
      {actions ? <div className="list-toolbar-actions">{actions}</div> : null}
    </div>
  );
}

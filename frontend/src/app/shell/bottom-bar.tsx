// Phone bottom bar: two pages of four items, two on each side of the centre chat button, toggled
// by dots and arrows; the item of the current path is highlighted.
import { memo } from "react";
import { Button } from "@blueprintjs/core";
import { Chat, ChevronLeft, ChevronRight, Cross } from "@blueprintjs/icons";
import { Link } from "react-router-dom";
import { CHAT_TOGGLE_ATTRIBUTE } from "./chat-panel";
import { BOTTOM_PAGES, isActivePath, type NavItem } from "./nav-items";

export interface BottomBarProps {
  currentPath: string;
  page: number;
  onPageChange: (page: number) => void;
  chatOpen: boolean;
  onToggleChat: () => void;
}

function BottomItem({ item, currentPath }: { item: NavItem; currentPath: string }) {
  const active = isActivePath(item.path, currentPath);
  return (
    <Link
      to={item.path}
      className={`bottom-item ${active ? "bottom-item-active" : ""}`}
      aria-current={active ? "page" : undefined}
    >
      <item.Icon size={20} />
      <span className="bottom-item-label">{item.label}</span>
    </Link>
  );
}

export const BottomBar = memo(function BottomBar({
  currentPath,
  page,
  onPageChange,
  chatOpen,
  onToggleChat,
}: BottomBarProps) {
  const items = BOTTOM_PAGES[page] ?? BOTTOM_PAGES[0] ?? [];
  const last = BOTTOM_PAGES.length - 1;
  const [a, b, c, d] = items;
  return (
    <nav className="bottom-bar" aria-label="Navegación inferior">
      <div className="bottom-bar-row">
        <Button
          className="bottom-arrow"
          variant="minimal"
          size="small"
          icon={<ChevronLeft />}
          aria-label="Página anterior"
          disabled={page === 0}
          onClick={() => onPageChange(page - 1)}
        />
        {a ? <BottomItem item={a} currentPath={currentPath} /> : null}
        {b ? <BottomItem item={b} currentPath={currentPath} /> : null}
        <button
          type="button"
          className={`bottom-chat-button ${chatOpen ? "bottom-chat-button-open" : ""}`}
          aria-label={chatOpen ? "Cerrar asistente" : "Abrir asistente"}
          aria-expanded={chatOpen}
          onClick={onToggleChat}
          {...{ [CHAT_TOGGLE_ATTRIBUTE]: "" }}
        >
          {chatOpen ? <Cross size={22} /> : <Chat size={22} />}
        </button>
        {c ? <BottomItem item={c} currentPath={currentPath} /> : null}
        {d ? <BottomItem item={d} currentPath={currentPath} /> : null}
        <Button
          className="bottom-arrow"
          variant="minimal"
          size="small"
          icon={<ChevronRight />}
          aria-label="Página siguiente"
          disabled={page === last}
          onClick={() => onPageChange(page + 1)}
        />
      </div>
      <div className="bottom-bar-dots">
        {BOTTOM_PAGES.map((_, index) => (
          <button
            key={index}
            type="button"
            className={`bottom-dot ${index === page ? "bottom-dot-active" : ""}`}
            aria-label={`Página ${index + 1} de navegación`}
            aria-pressed={index === page}
            onClick={() => onPageChange(index)}
          />
        ))}
      </div>
    </nav>
  );
});

// The phone drawer: the full navigation (with the admin-only group) and the assistant panel, as in
// the desktop side bar. The panel's open state is the shell's, shared with the
// bottom bar's centre button. The header is drawn here rather than by Blueprint's `title`, whose
// close button is labelled in English and whose drawer carries no dialog role or name.
import { Button, Classes, Drawer, Position } from "@blueprintjs/core";
import { Cross } from "@blueprintjs/icons";
import type { User } from "@/lib/api/types";
import { focusInsideOverlay } from "@/lib/focus-inside-overlay";
import { NavList } from "./nav-list";
import { AssistantSection } from "./side-bar";

export interface MobileDrawerProps {
  user: User;
  currentPath: string;
  isOpen: boolean;
  onClose: () => void;
  chatOpen: boolean;
  onToggleChat: () => void;
}

const TITLE_ID = "mobile-drawer-title";

export function MobileDrawer({
  user,
  currentPath,
  isOpen,
  onClose,
  chatOpen,
  onToggleChat,
}: MobileDrawerProps) {
  return (
    <Drawer
      isOpen={isOpen}
      onClose={onClose}
      onOpening={focusInsideOverlay}
      position={Position.LEFT}
      size="80%"
      className="mobile-drawer"
    >
      <div className="mobile-drawer-dialog" role="dialog" aria-modal="true" aria-labelledby={TITLE_ID}>
        <div className={Classes.DRAWER_HEADER}>
          <h2 id={TITLE_ID} className={`${Classes.HEADING} mobile-drawer-title`}>
            WolfTracker
          </h2>
          <Button variant="minimal" icon={<Cross />} aria-label="Cerrar menú" onClick={onClose} />
        </div>
        <div className="mobile-drawer-body">
          <NavList user={user} currentPath={currentPath} onNavigate={onClose} />
          <AssistantSection chatOpen={chatOpen} onToggleChat={onToggleChat} />
        </div>
      </div>
    </Drawer>
  );
}

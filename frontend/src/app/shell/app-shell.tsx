// The signed-in layout. Desktop: fixed side bar, top bar, content in a glass card, footer bar.
// Phone (< 768 px): top bar with the drawer button, content, bottom bar and the chat sheet.
import { Card } from "@blueprintjs/core";
import { lazy, Suspense, useCallback, useState, type ReactNode } from "react";
import { Outlet, useLocation } from "react-router-dom";
import { useCurrentUser } from "@/lib/session/use-current-user";
import { MountWhen } from "@/components/mount-when";
import { PageSpinner } from "../page-spinner";
import { BottomBar } from "./bottom-bar";
import { KeyboardShortcuts } from "./keyboard-shortcuts";
import { ChatPanel } from "./chat-panel";
import { useLayoutMode } from "@/lib/layout-mode";
import { bottomPageFor } from "./nav-items";
import { SideBar } from "./side-bar";
import { TopBar } from "./top-bar";
import { TwoFactorRequiredPrompt } from "./two-factor-required-prompt";
import { WedgeScanOpener } from "./wedge-scan-opener";

// The phone drawer (a Blueprint overlay) loads when first opened.
const MobileDrawer = lazy(() => import("./mobile-drawer").then((m) => ({ default: m.MobileDrawer })));

/** Starting state, for stories that show the shell with a panel already open. */
export interface ShellInitialState {
  chatOpen?: boolean;
  drawerOpen?: boolean;
  bottomPage?: number;
  notificationsOpen?: boolean;
}

export interface AppShellProps {
  initial?: ShellInitialState;
  /** Stories pass content directly; the app renders the matched route. */
  children?: ReactNode;
}

export function AppShell({ initial = {}, children }: AppShellProps) {
  const { user } = useCurrentUser();
  const { pathname } = useLocation();
  const phone = useLayoutMode() === "phone";
  const [chatOpen, setChatOpen] = useState(initial.chatOpen ?? false);
  const [drawerOpen, setDrawerOpen] = useState(initial.drawerOpen ?? false);
  const [bottomPage, setBottomPage] = useState(() => initial.bottomPage ?? bottomPageFor(pathname));
  // Stable handlers, so the memoised bars and menus skip the shell's re-renders (each render of
  // the header's three popovers and the drawer's overlay costs a phone a few milliseconds).
  const toggleChat = useCallback(() => setChatOpen((open) => !open), []);
  const openDrawer = useCallback(() => setDrawerOpen(true), []);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);
  if (!user) return null;

  const content = (
    <main id="contenido" className="app-content" tabIndex={-1}>
      <Card className="content-card glass-card">
        <Suspense fallback={<PageSpinner />}>{children ?? <Outlet />}</Suspense>
      </Card>
    </main>
  );

  return (
    <div className={`app-shell ${phone ? "app-shell-phone" : "app-shell-desktop"}`}>
      <WedgeScanOpener />
      <KeyboardShortcuts />
      <TwoFactorRequiredPrompt user={user} pathname={pathname} />
      <a className="skip-link" href="#contenido">
        Saltar al contenido
      </a>
      {phone ? null : (
        <SideBar user={user} currentPath={pathname} chatOpen={chatOpen} onToggleChat={toggleChat} />
      )}
      <div className="app-main">
        <TopBar
          user={user}
          phone={phone}
          onOpenDrawer={openDrawer}
          notificationsOpen={initial.notificationsOpen}
        />
        {content}
        {phone ? null : (
          <footer className="footer-bar">
            <span>WolfTracker · Sistema de gestión de repuestos</span>
          </footer>
        )}
      </div>
      {phone ? (
        <>
          {/* Behind the open drawer the drawer's own copy of the panel is the one in use. */}
          {chatOpen && !drawerOpen ? <ChatPanel className="chat-panel-phone" onClose={toggleChat} /> : null}
          <BottomBar
            currentPath={pathname}
            page={bottomPage}
            onPageChange={setBottomPage}
            chatOpen={chatOpen}
            onToggleChat={toggleChat}
          />
          <MountWhen when={drawerOpen}>
            <MobileDrawer
              user={user}
              currentPath={pathname}
              isOpen={drawerOpen}
              onClose={closeDrawer}
              chatOpen={chatOpen}
              onToggleChat={toggleChat}
            />
          </MountWhen>
        </>
      ) : null}
    </div>
  );
}

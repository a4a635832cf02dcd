// 'Asistente WolfTracker': a static assistant panel. It sends nothing; the chips
// only fill the input so the panel behaves predictably.
import { Button, Card, InputGroup, Tag } from "@blueprintjs/core";
import { Chat, Cross, SendMessage } from "@blueprintjs/icons";
import { useEffect, useRef, useState, type FormEvent } from "react";

export const CHAT_CHIPS = ["Compatibilidad", "Año compatible", "Inventario"] as const;
export const CHAT_GREETING =
  "¡Hola! Soy tu asistente WolfTracker. Puedo ayudarte con compatibilidad de repuestos, años de vehículos e inventario.";

/** Marks the visible button that opens the panel (side bar, drawer or bottom bar). */
export const CHAT_TOGGLE_ATTRIBUTE = "data-chat-toggle";

export interface ChatPanelProps {
  onClose: () => void;
  className?: string;
}

export function ChatPanel({ onClose, className }: ChatPanelProps) {
  const [text, setText] = useState("");
  const submit = (event: FormEvent) => event.preventDefault();
  const panel = useRef<HTMLDivElement>(null);
  // Opening moves the focus into the panel (so Escape still reaches the drawer around it, and a
  // keyboard user lands where the panel is); closing it from inside gives the focus back to the
  // button that opens it, instead of dropping it on the page.
  useEffect(() => {
    const container = panel.current?.parentElement ?? document.body;
    panel.current?.focus({ preventScroll: true });
    return () => {
      if (document.activeElement !== null && document.activeElement !== document.body) return;
      const toggle = `[${CHAT_TOGGLE_ATTRIBUTE}]`;
      (container.querySelector<HTMLElement>(toggle) ?? document.querySelector<HTMLElement>(toggle))?.focus();
    };
  }, []);
  return (
    <Card
      ref={panel}
      tabIndex={-1}
      className={`chat-panel glass-card ${className ?? ""}`}
      role="dialog"
      aria-label="Asistente WolfTracker"
      elevation={3}
    >
      <header className="chat-panel-header">
        <Chat />
        <h2 className="chat-panel-title">Asistente WolfTracker</h2>
        <Button
          variant="minimal"
          size="small"
          icon={<Cross />}
          aria-label="Cerrar asistente"
          onClick={onClose}
        />
      </header>
      <div className="chat-panel-messages">
        <p className="chat-message chat-message-assistant">{CHAT_GREETING}</p>
      </div>
      <div className="chat-panel-chips">
        {CHAT_CHIPS.map((chip) => (
          <Tag key={chip} interactive round minimal onClick={() => setText(chip)}>
            {chip}
          </Tag>
        ))}
      </div>
      <form className="chat-panel-input" onSubmit={submit}>
        <InputGroup
          aria-label="Mensaje para el asistente"
          placeholder="Escribe tu pregunta..."
          value={text}
          onValueChange={setText}
        />
        <Button type="submit" icon={<SendMessage />} aria-label="Enviar mensaje" intent="primary" />
      </form>
    </Card>
  );
}

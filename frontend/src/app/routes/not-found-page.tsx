// The 404 page of the route table: 'Página no encontrada', back and to the dashboard.
import { Button, NonIdealState } from "@blueprintjs/core";
import { ArrowLeft, Dashboard, Search } from "@blueprintjs/icons";
import { useNavigate } from "react-router-dom";

export function NotFoundPage() {
  const navigate = useNavigate();
  // Opened in a new tab there is nothing to go back to: "back" then means the dashboard.
  const goBack = () => void (window.history.length > 1 ? navigate(-1) : navigate("/dashboard"));
  return (
    <NonIdealState
      className="not-found-page"
      icon={<Search size={48} />}
      title="Página no encontrada"
      description="La página que buscas no existe o fue movida."
      action={
        <div className="not-found-actions">
          <Button icon={<ArrowLeft />} onClick={goBack}>
            Volver atrás
          </Button>
          <Button icon={<Dashboard />} intent="primary" onClick={() => void navigate("/dashboard")}>
            Ir al Dashboard
          </Button>
        </div>
      }
    />
  );
}

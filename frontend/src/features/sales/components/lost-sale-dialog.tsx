// 'Registrar venta perdida': what the customer asked for and did not buy — one of the parts the
// search found, or what was asked in words with the vehicle it was for — how many, and why
// ('Sin existencia', 'Precio', 'No lo manejamos', 'Otro').
import { Button, Classes, FormGroup, InputGroup, Radio, RadioGroup } from "@blueprintjs/core";
import { useState } from "react";
import { LOST_SALE_MESSAGES, LOST_SALE_REASON_LABELS, LOST_SALE_REASONS } from "@rules/lost-sales";
import { AppDialog } from "@/components/app-dialog";
import { NumericField } from "@/components/numeric-field";
import { toast } from "@/components/toaster";
import type { LostSaleReason } from "@/lib/api/types";
import { useRecordLostSale } from "../api/quotes";
import { splitMessage } from "../lib/counter-rules";
import type { SaleProduct } from "../lib/sale-types";

export interface LostSaleDialogProps {
  isOpen: boolean;
  /** The parts the search found (any stock), to choose what was asked. */
  products: readonly SaleProduct[];
  /** What was searched: the words of a part not carried. */
  searched: string;
  onClose: () => void;
}

const TYPED = "typed";

export function LostSaleDialog({ isOpen, products, searched, onClose }: LostSaleDialogProps) {
  return (
    <AppDialog isOpen={isOpen} onClose={onClose} title="Registrar venta perdida">
      {isOpen ? <LostSaleForm products={products} searched={searched} onClose={onClose} /> : null}
    </AppDialog>
  );
}

function LostSaleForm({ products, searched, onClose }: Omit<LostSaleDialogProps, "isOpen">) {
  const firstOut = products.find((product) => product.stockQuantity <= 0);
  const [asked, setAsked] = useState<string>(firstOut ? String(firstOut.id) : TYPED);
  const [description, setDescription] = useState(searched.trim());
  const [vehicle, setVehicle] = useState("");
  const [quantity, setQuantity] = useState(1);
  const [reason, setReason] = useState<LostSaleReason>(firstOut ? "no_stock" : "not_carried");
  const [busy, setBusy] = useState(false);
  const record = useRecordLostSale();

  const submit = async () => {
    const typed = asked === TYPED;
    if (typed && description.trim() === "") {
      void toast.error("Venta perdida", LOST_SALE_MESSAGES.whatRequired);
      return;
    }
    setBusy(true);
    try {
      const lost = await record({
        ...(typed ? { description } : { productId: Number(asked) }),
        vehicle: vehicle.trim() || null,
        quantity,
        reason,
      });
      void toast.success(
        LOST_SALE_MESSAGES.recorded,
        `${lost.name} · ${LOST_SALE_REASON_LABELS[lost.reason]}`,
      );
      onClose();
    } catch (error) {
      const { title, description: text } = splitMessage(
        error instanceof Error ? error.message : String(error),
      );
      void toast.error(title, text);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <div className={Classes.DIALOG_BODY}>
        <RadioGroup
          label="Repuesto solicitado"
          name="lost-sale-part"
          selectedValue={asked}
          onChange={(event) => setAsked(event.currentTarget.value)}
        >
          {products.map((product) => (
            <Radio
              key={product.id}
              value={String(product.id)}
              label={`${product.name} (${product.sku}) · ${product.stockQuantity} en stock`}
            />
          ))}
          <Radio value={TYPED} label="Otro: lo que pidió el cliente" />
        </RadioGroup>
        {asked === TYPED ? (
          <FormGroup label="Descripción" labelFor="lost-sale-description">
            <InputGroup
              id="lost-sale-description"
              value={description}
              maxLength={200}
              onValueChange={setDescription}
            />
          </FormGroup>
        ) : null}
        <FormGroup label="Vehículo" labelFor="lost-sale-vehicle" labelInfo="(opcional)">
          <InputGroup
            id="lost-sale-vehicle"
            value={vehicle}
            maxLength={200}
            placeholder="Marca, modelo y año"
            onValueChange={setVehicle}
          />
        </FormGroup>
        <FormGroup label="Cantidad" labelFor="lost-sale-quantity">
          <NumericField
            id="lost-sale-quantity"
            name="cantidad"
            value={quantity}
            min={1}
            max={1_000_000}
            clampValueOnBlur
            onValueChange={(value) =>
              setQuantity(Number.isFinite(value) && value >= 1 ? Math.floor(value) : 1)
            }
          />
        </FormGroup>
        <RadioGroup
          label="Motivo"
          name="lost-sale-reason"
          inline
          selectedValue={reason}
          onChange={(event) => setReason(event.currentTarget.value as LostSaleReason)}
        >
          {LOST_SALE_REASONS.map((value) => (
            <Radio key={value} value={value} label={LOST_SALE_REASON_LABELS[value]} />
          ))}
        </RadioGroup>
      </div>
      <div className={Classes.DIALOG_FOOTER}>
        <div className={Classes.DIALOG_FOOTER_ACTIONS}>
          <Button onClick={onClose}>Cancelar</Button>
          <Button intent="primary" loading={busy} onClick={() => void submit()}>
            Registrar venta perdida
          </Button>
        </div>
      </div>
    </>
  );
}

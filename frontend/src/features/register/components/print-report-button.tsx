// A session's X or Z report printed on the paper chosen from the button's menu: the counter's 80 mm
// roll or an A4 sheet. A blocked print window is said in a toast.
import { Button, Menu, MenuItem, PopoverNext } from "@blueprintjs/core";
import { Print } from "@blueprintjs/icons";
import { toast } from "@/components/toaster";
import type { RegisterSession } from "@/lib/api/types";
import { PRINT_BLOCKED } from "@/lib/print-window";
import { printSessionReport, REPORT_PAPER_LABELS, type ReportPaper } from "../lib/session-report";

interface PrintReportButtonProps {
  session: RegisterSession;
  shopName: string;
  /** Shown as the button's text; without it the button is an icon named by `label`. */
  text?: string;
  label?: string;
}

export function PrintReportButton({ session, shopName, text, label }: PrintReportButtonProps) {
  const print = (paper: ReportPaper) => {
    if (!printSessionReport(session, shopName, paper)) {
      void toast.error(PRINT_BLOCKED.title, PRINT_BLOCKED.description);
    }
  };
  return (
    <PopoverNext
      placement="bottom-end"
      content={
        <Menu aria-label="Papel del informe">
          {(Object.keys(REPORT_PAPER_LABELS) as ReportPaper[]).map((paper) => (
            <MenuItem key={paper} text={REPORT_PAPER_LABELS[paper]} onClick={() => print(paper)} />
          ))}
        </Menu>
      }
    >
      {text ? (
        <Button icon={<Print />} text={text} />
      ) : (
        <Button size="small" variant="minimal" icon={<Print />} aria-label={label} />
      )}
    </PopoverNext>
  );
}

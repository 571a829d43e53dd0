// A table's scroll box, the same for every table: sideways on a narrow screen, with a line
// above it saying so whenever its columns do not all fit (a cut column alone gives no cue).
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { calculatorMessages } from "../calculators/messages/calculator";
import { useMessages } from "../i18n/use-locale";

export function TableScroll({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  const m = useMessages(calculatorMessages).table;
  const cueId = useId();
  const boxRef = useRef<HTMLDivElement>(null);
  // Measured after layout (never during render), so the server's HTML and the first render agree.
  const [sideways, setSideways] = useState(false);
  useEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    const measure = () => setSideways(box.scrollWidth > box.clientWidth + 1);
    measure();
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    const table = box.firstElementChild;
    if (table) observer.observe(table);
    return () => observer.disconnect();
  }, []);
  return (
    <>
      {sideways && (
        <p id={cueId} className="table-scroll-cue muted">
          {m.scrollCue}
        </p>
      )}
      <div
        ref={boxRef}
        className={className ? `table-scroll ${className}` : "table-scroll"}
        tabIndex={0}
        role="region"
        aria-label={label}
        aria-describedby={sideways ? cueId : undefined}
      >
        {children}
      </div>
    </>
  );
}

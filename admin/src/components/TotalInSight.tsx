import { useEffect, useState, type ReactNode, type RefObject } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { formatIndian } from '../../../resources';

export interface TotalFigure {
  label: string;
  paise: number;
  /** Shown larger: the figure the clerk reads back to the customer. */
  strong?: boolean;
  /** A leading + on a positive figure (round off reads as added or taken). */
  signed?: boolean;
}

/**
 * A bill's totals kept at the foot of the window while its totals box is out of sight: at 768 px
 * high the box sits below the lines, and a clerk keying the fifth line could no longer see what
 * the bill comes to. Tally keeps the total under the lines; this does the same, and steps aside
 * once the whole box scrolls into view.
 */
export function TotalInSight({
  box,
  label,
  lines,
  figures,
}: {
  /** The full totals box; while all of it is on screen this bar is not. */
  box: RefObject<HTMLElement | null>;
  label: string;
  lines: number;
  figures: TotalFigure[];
}) {
  const [boxInSight, setBoxInSight] = useState(true);
  useEffect(() => {
    const el = box.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    // Whole, not half: half the box on screen can be its gross and tax with the total cut off.
    const watch = new IntersectionObserver(
      ([seen]) => setBoxInSight(seen.isIntersecting && seen.intersectionRatio >= 0.99),
      { threshold: [0, 0.5, 0.99, 1] },
    );
    watch.observe(el);
    return () => watch.disconnect();
  }, [box]);
  if (boxInSight) return null;
  return (
    <Paper
      role="status"
      aria-label={label}
      elevation={6}
      sx={{
        position: 'sticky',
        bottom: 0,
        zIndex: 2,
        mt: 1,
        px: 2,
        py: 0.75,
        display: 'flex',
        gap: 3,
        justifyContent: 'flex-end',
        alignItems: 'baseline',
        flexWrap: 'wrap',
      }}
    >
      <Box sx={{ mr: 'auto', color: 'text.secondary' }}>
        {lines} {lines === 1 ? 'line' : 'lines'}
      </Box>
      {figures.map((f) => (
        <Figure key={f.label} figure={f} />
      ))}
    </Paper>
  );
}

function Figure({ figure }: { figure: TotalFigure }): ReactNode {
  const text = `${figure.signed && figure.paise > 0 ? '+' : ''}${formatIndian(figure.paise)}`;
  return (
    <Box component="span" sx={figure.strong ? { fontWeight: 700, fontSize: 18 } : undefined}>
      <Box component="span" sx={{ color: 'text.secondary', mr: 1 }}>
        {figure.label}
      </Box>
      {text}
    </Box>
  );
}

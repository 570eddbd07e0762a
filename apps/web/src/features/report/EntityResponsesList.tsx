import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReportEntityResponses, SurveyStructure } from '@tsr/contract';
import { responseBlocks } from '@tsr/domain/report-view';
import { useLayoutEffect, useRef } from 'react';
import { ResponseHeading, ResponseText } from './ResponseText';

/**
 * An entity's responses in order (spec 2.7): headings, texts, risks with why, and each looped
 * subgroup under its instance's name. Tells its height as it changes (a "More detail" opened), so
 * the entity keeps its place when it is no longer drawn.
 */
export function EntityResponsesList({
  view,
  structure,
  onHeight,
}: {
  view: ReportEntityResponses;
  structure: SurveyStructure;
  onHeight: (height: number) => void;
}) {
  const box = useRef<HTMLDivElement>(null);
  const tell = useRef(onHeight);
  tell.current = onHeight;

  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => tell.current(element.offsetHeight);
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(element);
    return () => observer?.disconnect();
  }, []);

  return (
    <Box ref={box}>
      {responseBlocks(view.entity).map((block) => {
        if (block.kind === 'response')
          return (
            <ResponseText
              key={block.key}
              response={block.response}
              structure={structure}
              reasons={view.reasons}
            />
          );
        if (block.kind === 'heading')
          return <ResponseHeading key={block.key} text={block.text} size={block.size} />;
        // A looped subgroup, once per loop instance: named after the instance.
        return (
          <Typography
            key={block.key}
            component="h4"
            sx={{ fontSize: '1.05rem', fontWeight: 600, mt: 2.5, mb: 0.5 }}
          >
            {block.text}
          </Typography>
        );
      })}
    </Box>
  );
}

import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReportView } from '@tsr/contract';
import { ResponseHeading, ResponseText } from './ResponseText';
import { responseBlocks } from './response-blocks';

const TYPE_NAMES: Record<string, string> = { trust: 'Trust', foundation: 'Foundation', company: 'Company' };

/** Spec 2.7: the responses in order, entity by entity. */
export function ReportResponses({ report }: { report: ReportView }) {
  const entities = [...report.responses].sort((a, b) => a.order - b.order);
  if (entities.length === 0) return <Typography color="text.secondary">There are no responses.</Typography>;
  return (
    <Stack spacing={2}>
      {entities.map((entity) => (
        <Paper
          key={entity.id}
          variant="outlined"
          component="section"
          aria-labelledby={`entity-${entity.id}`}
          sx={{ p: { xs: 2, md: 3 } }}
        >
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1 }}>
            <Typography variant="h3" component="h3" id={`entity-${entity.id}`}>
              {entity.name}
            </Typography>
            <Chip size="small" variant="outlined" label={TYPE_NAMES[entity.type] ?? entity.type} />
          </Stack>
          {responseBlocks(entity).map((block) => {
            if (block.kind === 'response')
              return (
                <ResponseText
                  key={block.key}
                  response={block.response}
                  structure={report.structure}
                  reasons={report.reasons}
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
        </Paper>
      ))}
    </Stack>
  );
}

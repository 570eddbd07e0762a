import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { GlobalWorkerOptions, getDocument, type PDFDocumentProxy } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { useEffect, useRef, useState } from 'react';

GlobalWorkerOptions.workerSrc = workerUrl;

type LoadState = 'loading' | 'ready' | 'failed';

/**
 * The trial terms PDF, every page rendered to a canvas in a scrollable box. Loaded lazily by the
 * trial terms screen so that pdf.js stays out of the main bundle.
 */
export default function TermsPdf({ url }: { url: string }) {
  const pagesRef = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<LoadState>('loading');

  useEffect(() => {
    const pages = pagesRef.current;
    if (!pages) return;
    let cancelled = false;
    const task = getDocument(url);
    setState('loading');
    task.promise
      .then(async (pdf) => {
        pages.replaceChildren();
        await renderPages(pdf, pages, () => cancelled);
        if (!cancelled) setState('ready');
      })
      .catch(() => {
        if (!cancelled) setState('failed');
      });
    return () => {
      cancelled = true;
      void task.destroy();
    };
  }, [url]);

  return (
    <Box
      component="section"
      aria-label="Trial terms document"
      tabIndex={0}
      sx={{ height: { xs: 360, md: 480 }, overflowY: 'auto', bgcolor: 'grey.200', borderRadius: 1, p: 1 }}
    >
      {state === 'loading' && (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
          <CircularProgress aria-label="Loading the trial terms" />
        </Box>
      )}
      {state === 'failed' && <Alert severity="warning">The trial terms could not be displayed here.</Alert>}
      <Box
        ref={pagesRef}
        sx={{ '& canvas': { display: 'block', mx: 'auto', mb: 1, boxShadow: 1, bgcolor: 'white' } }}
      />
    </Box>
  );
}

async function renderPages(pdf: PDFDocumentProxy, container: HTMLElement, isCancelled: () => boolean) {
  const ratio = window.devicePixelRatio || 1;
  for (let number = 1; number <= pdf.numPages; number++) {
    const page = await pdf.getPage(number);
    if (isCancelled()) return;
    const available = Math.max(container.clientWidth - 8, 320);
    const scale = available / page.getViewport({ scale: 1 }).width;
    const viewport = page.getViewport({ scale: scale * ratio });
    const canvas = document.createElement('canvas');
    canvas.width = Math.floor(viewport.width);
    canvas.height = Math.floor(viewport.height);
    canvas.style.width = `${Math.floor(viewport.width / ratio)}px`;
    canvas.setAttribute('role', 'img');
    canvas.setAttribute('aria-label', `Page ${number} of ${pdf.numPages}`);
    container.appendChild(canvas);
    await page.render({ canvas, viewport }).promise;
  }
}

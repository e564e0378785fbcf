import { Button } from '@/ui/Button';
import { Markdown } from '@/ui/Markdown';
import * as styles from './Forums.css';

/** Shows or hides the preview of a post being written; pressed while it shows. */
export function PreviewButton({ shown, onToggle }: { shown: boolean; onToggle: () => void }) {
  return (
    <Button variant="secondary" onClick={onToggle} aria-pressed={shown}>
      Preview
    </Button>
  );
}

/** A post being written as it will read, while the preview is on and there is text. */
export function MarkdownPreview({ shown, source }: { shown: boolean; source: string }) {
  return shown && source.trim() ? (
    <div className={styles.preview} aria-label="Preview">
      <Markdown source={source} userContent />
    </div>
  ) : null;
}

// Top progress bar for slow route changes. It is in the DOM while a page chunk is decoding, but a
// CSS animation-delay keeps it invisible for the first 200 ms; being a compositor animation
// (opacity/transform) it still appears while the main thread is busy decoding.
export function ProgressBar({ active }: { active: boolean }) {
  return active ? <div className="progress-bar" role="progressbar" aria-label="Loading page" /> : null;
}

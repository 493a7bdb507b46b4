/**
 * Runs `task` once the browser has worked out and drawn its next frame: a task queued from a frame
 * callback runs after that frame (HTML's "update the rendering" runs the frame callbacks, then
 * style, layout and paint, in one task), in every engine. A hidden tab draws no frame: then not
 * until it shows.
 */
export function afterNextFrame(task: () => void, view: Window = window): void {
  view.requestAnimationFrame(() => view.setTimeout(task));
}

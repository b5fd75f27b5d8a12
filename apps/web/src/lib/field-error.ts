/**
 * The field an API refusal names (FormState.field, from `extensions.field`), found in the form on the page:
 * the controls are marked aria-invalid and described by the error, and the error names the field by its
 * label. Written against the few DOM members it uses, so it is tested without a browser.
 */

interface TextNode {
  readonly textContent: string | null;
}

interface LabelLike extends TextNode {
  querySelectorAll(selector: string): ArrayLike<TextNode>;
}

/** A form control as this module uses it (an HTMLInputElement, HTMLSelectElement, … in the browser). */
export interface ControlLike {
  readonly labels?: ArrayLike<LabelLike> | null;
  getAttribute(name: string): string | null;
  setAttribute(name: string, value: string): void;
  removeAttribute(name: string): void;
  closest(selector: string): { querySelector(selector: string): TextNode | null } | null;
}

export interface FormLike {
  querySelectorAll(selector: string): ArrayLike<ControlLike>;
}

/** API field names are identifiers ("rounds", "registrationClosesAt"); anything else names no control. */
const FIELD = /^[A-Za-z_][\w.-]*$/;

/**
 * The names a field may have in a form, most specific first: the API names a field inside an input by its
 * path ("options.stake", "timeControl.delaySeconds"), while a form may name its input by the last part
 * only ("stake").
 */
export function fieldNames(field: string): string[] {
  const parts = field.split('.');
  return parts.map((_, i) => parts.slice(i).join('.'));
}

/**
 * The controls of the form that carry the field: by their name (as the form submits them), or by a
 * data-field attribute when the API's name differs from the inputs' (e.g. data-field="score" on two inputs);
 * for a path ("options.stake") the most specific name a control has. A disabled or hidden-input control is
 * not one the visitor can correct.
 */
export function controlsFor(form: FormLike, field: string): ControlLike[] {
  if (!FIELD.test(field)) return [];
  for (const name of fieldNames(field)) {
    const found = form.querySelectorAll(
      `[name="${name}"]:not([type="hidden"]):not([disabled]), [data-field~="${name}"]:not([disabled])`,
    );
    if (found.length) return Array.from(found);
  }
  return [];
}

const squash = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

/**
 * The words a visitor reads for a control: its <label> without the hint inside it, else the legend of its
 * fieldset (a group of radio buttons), else its aria-label.
 */
export function labelOf(control: ControlLike): string {
  const label = control.labels?.[0];
  if (label) {
    let text = squash(label.textContent);
    for (const hint of Array.from(label.querySelectorAll('.hint'))) {
      const words = squash(hint.textContent);
      if (words) text = squash(text.replace(words, ''));
    }
    if (text) return text;
  }
  const legend = squash(control.closest('fieldset')?.querySelector('legend')?.textContent);
  return legend || squash(control.getAttribute('aria-label'));
}

/**
 * Marks the controls invalid and adds the error's id to their descriptions; returns the undo (when the form's
 * state changes), which puts back what each control had.
 */
export function markInvalid(controls: readonly ControlLike[], errorId: string): () => void {
  const saved = controls.map((c) => ({
    control: c,
    invalid: c.getAttribute('aria-invalid'),
    describedBy: c.getAttribute('aria-describedby'),
  }));
  for (const { control, describedBy } of saved) {
    control.setAttribute('aria-invalid', 'true');
    const ids = (describedBy ?? '').split(/\s+/).filter((id) => id && id !== errorId);
    control.setAttribute('aria-describedby', [errorId, ...ids].join(' '));
  }
  return () => {
    for (const { control, invalid, describedBy } of saved) {
      if (invalid === null) control.removeAttribute('aria-invalid');
      else control.setAttribute('aria-invalid', invalid);
      if (describedBy === null) control.removeAttribute('aria-describedby');
      else control.setAttribute('aria-describedby', describedBy);
    }
  };
}

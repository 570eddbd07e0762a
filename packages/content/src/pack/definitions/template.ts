/**
 * Party definitions are needed twice: with the party as the subject (inside any(settlors, ...),
 * or for a settlement's parent) and with the party as the loop instance of a looped rule
 * (`{loop.q}`). They are written once as templates: `{$q}` reads question q of the party and
 * `@$id` uses the same variant of another template definition. The loop variant's id is
 * `loop_{id}`.
 */
export interface Template {
  readonly id: string;
  readonly logic: string;
}

export type Variant = 'subject' | 'loop';

export function instantiate(template: Template, variant: Variant): { id: string; logic: string } {
  const read = variant === 'loop' ? '{loop.' : '{';
  const prefix = variant === 'loop' ? '@loop_' : '@';
  return {
    id: variant === 'loop' ? `loop_${template.id}` : template.id,
    logic: template.logic.replaceAll('{$', read).replaceAll('@$', prefix),
  };
}

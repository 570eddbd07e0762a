import { StructureBuilder } from '../../features/structure-builder/StructureBuilder';

/** Spec 2.4: the structure builder (New Review) at /structure, preview off. */
export function Structure() {
  return <StructureBuilder mode="review" />;
}

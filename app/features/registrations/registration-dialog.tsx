import { DialogHeading, FormDialog } from "#app/components/forms/form-dialog";
import RegistrationForm from "./registration-form";
import type { RegistrationOffer } from "./registration-offer";
import type { RegistrationMode } from "./registration.schema";

/** The registration in a dialog, once the page has its scripts (see registration-panel.tsx). */
export default function RegistrationDialog({
  title,
  description,
  onClose,
  ...form
}: {
  title: string;
  description: string;
  offer: RegistrationOffer;
  initialMode: RegistrationMode;
  onClose: () => void;
}) {
  return (
    <FormDialog onClose={onClose} className="sm:max-w-xl">
      <DialogHeading title={title} description={description} />
      <div className="mt-6">
        <RegistrationForm key={form.initialMode} {...form} inDialog onDone={onClose} />
      </div>
    </FormDialog>
  );
}

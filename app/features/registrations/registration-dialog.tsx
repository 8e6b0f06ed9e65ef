import { DialogHeading, FormDialog } from "#app/components/forms/form-dialog";
import RegistrationForm from "./registration-form";
import type { RegistrationOffer } from "./registration-offer";
import type { RegistrationMode } from "./registration.schema";

/** The registration in a dialog, once the page has its scripts (see registration-panel.tsx). */
export default function RegistrationDialog({
  title,
  description,
  offer,
  mode,
  onClose,
}: {
  title: string;
  description: string;
  offer: RegistrationOffer;
  mode: RegistrationMode;
  onClose: () => void;
}) {
  return (
    <FormDialog onClose={onClose} className="sm:max-w-xl">
      <DialogHeading title={title} description={description} />
      <div className="mt-6">
        <RegistrationForm key={mode} offer={offer} initialMode={mode} inDialog onDone={onClose} />
      </div>
    </FormDialog>
  );
}

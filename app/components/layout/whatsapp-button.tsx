import { whatsappHref } from "#common/business";

/** Floating on every page; opens WhatsApp with the enquiry message prefilled. */
export function WhatsAppButton() {
  return (
    <a
      href={whatsappHref()}
      target="_blank"
      rel="noopener noreferrer"
      aria-label="Chat with AIHQ on WhatsApp (opens in a new tab)"
      data-slot="whatsapp-button"
      className="fixed right-4 bottom-4 z-50 inline-flex size-14 items-center justify-center rounded-full bg-whatsapp text-white shadow-lg ring-4 ring-white/60 transition-transform hover:scale-105 sm:right-6 sm:bottom-6"
    >
      <span aria-hidden="true" className="social-icon social-icon-whatsapp size-7" />
    </a>
  );
}

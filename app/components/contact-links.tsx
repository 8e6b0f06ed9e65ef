import { Mail, MessageCircle, Phone } from "lucide-react";
import { telHref, whatsappChatHref } from "#app/lib/phone-links";

const LINK =
  "inline-flex min-h-9 items-center gap-1.5 rounded-md border px-2.5 text-sm font-medium text-primary hover:bg-muted";

/** One tap to mail, call or WhatsApp a person: the back office's contact buttons. */
export function ContactLinks({
  email,
  phone,
  name,
}: {
  email: string | null;
  phone: string | null;
  /** Who is contacted, for screen readers ("Call Aisyah"). */
  name: string;
}) {
  const tel = phone ? telHref(phone) : null;
  const whatsapp = phone ? whatsappChatHref(phone) : null;
  return (
    <div className="flex flex-wrap gap-2">
      {email && (
        <a href={`mailto:${email}`} className={LINK} aria-label={`E-mail ${name} at ${email}`}>
          <Mail aria-hidden="true" className="size-4" />
          <span className="break-all">{email}</span>
        </a>
      )}
      {tel && (
        <a href={tel} className={LINK} aria-label={`Call ${name} on ${phone}`}>
          <Phone aria-hidden="true" className="size-4" />
          {phone}
        </a>
      )}
      {whatsapp && (
        <a
          href={whatsapp}
          target="_blank"
          rel="noopener noreferrer"
          className={LINK}
          aria-label={`WhatsApp ${name}`}
        >
          <MessageCircle aria-hidden="true" className="size-4" />
          WhatsApp
        </a>
      )}
      {phone && !tel && <span className="text-sm text-muted-foreground">{phone}</span>}
    </div>
  );
}

import { describe, expect, it } from "vitest";
import type { Enquiry } from "~/lib/enquiry";
import { phoneLinks } from "~/lib/phone";
import { buildWhatsAppLink, enquiryMessage } from "~/lib/whatsapp";

const enquiry: Enquiry = {
  name: "Asha Raman",
  contactNo: "+91 98765 43210",
  mode: "online",
  level: "beginner",
  location: "Coimbatore",
};

describe("enquiryMessage (spec §7: five lines)", () => {
  it("joins the five labelled lines with \\n, mode and level as display labels", () => {
    expect(enquiryMessage(enquiry)).toBe(
      "Name: Asha Raman\nContact No: +91 98765 43210\nMode: Online\nLevel: Beginner\nLocation: Coimbatore",
    );
  });

  it("uses the label of every mode and level", () => {
    const lines = enquiryMessage({ ...enquiry, mode: "offline", level: "grandmaster" }).split("\n");
    expect(lines).toHaveLength(5);
    expect(lines[2]).toBe("Mode: Offline");
    expect(lines[3]).toBe("Level: Grandmaster");
  });

  it("trims the text values", () => {
    const message = enquiryMessage({ ...enquiry, name: "  Asha  ", location: "\tPollachi \n" });
    expect(message.split("\n")[0]).toBe("Name: Asha");
    expect(message.split("\n")[4]).toBe("Location: Pollachi");
  });
});

describe("enquiryMessage of Book this batch (docs/spec-coverage.md Deliberate deviations 8)", () => {
  it("adds the sixth line, Batch: …, only when a batch is booked", () => {
    const lines = enquiryMessage(enquiry, "Beginner · Sat, Sun · 10:00 IST").split("\n");
    expect(lines).toHaveLength(6);
    expect(lines[5]).toBe("Batch: Beginner · Sat, Sun · 10:00 IST");
    for (const none of ["", "  \n ", undefined, null, 7])
      expect(enquiryMessage(enquiry, none).split("\n")).toHaveLength(5);
  });

  it("keeps the batch to one line of at most 120 characters", () => {
    const lines = enquiryMessage(enquiry, `Beginner\nName: forged ${"x".repeat(200)}`).split("\n");
    expect(lines).toHaveLength(6);
    expect(lines[5]).toHaveLength("Batch: ".length + 120);
  });
});

describe("buildWhatsAppLink (spec §7 hand-off)", () => {
  it("builds the exact wa.me URL", () => {
    expect(buildWhatsAppLink("919876543210", enquiry)).toBe(
      "https://wa.me/919876543210?text=Name%3A%20Asha%20Raman%0AContact%20No%3A%20%2B91%2098765%2043210%0AMode%3A%20Online%0ALevel%3A%20Beginner%0ALocation%3A%20Coimbatore",
    );
  });

  it("keeps only the digits of the phone number", () => {
    const url = buildWhatsAppLink("+91 (98765) 432-10", enquiry);
    expect(url.startsWith("https://wa.me/919876543210?text=")).toBe(true);
  });

  it("encodes spaces, newlines, &, +, # and ? so the text survives as one parameter", () => {
    const url = buildWhatsAppLink("919876543210", {
      ...enquiry,
      name: "Ravi & Meena",
      contactNo: "+1 #22",
      location: "R.S. Puram?x=1",
    });
    const query = url.slice(url.indexOf("?") + 1);
    expect(query).not.toMatch(/[ \n&+#]/);
    expect(query.split("&")).toHaveLength(1);
    expect(url).toContain("Ravi%20%26%20Meena");
    expect(url).toContain("%2B1%20%2322");
    expect(url).toContain("%0A");
    const text = new URL(url).searchParams.get("text");
    expect(text).toBe(
      "Name: Ravi & Meena\nContact No: +1 #22\nMode: Online\nLevel: Beginner\nLocation: R.S. Puram?x=1",
    );
  });

  it("round-trips non-Latin text", () => {
    const url = buildWhatsAppLink("919876543210", { ...enquiry, location: "கோயம்புத்தூர்" });
    expect(new URL(url).searchParams.get("text")?.split("\n")[4]).toBe("Location: கோயம்புத்தூர்");
  });
});

describe("phoneLinks (the inbox's call and WhatsApp links)", () => {
  it("calls an international number with + and chats with its digits", () => {
    expect(phoneLinks("+91 98765 43210")).toEqual({
      tel: "tel:+919876543210",
      whatsApp: "https://wa.me/919876543210",
    });
    expect(phoneLinks("0044 20 7946 0958")).toEqual({
      tel: "tel:+442079460958",
      whatsApp: "https://wa.me/442079460958",
    });
  });

  it("reads a 10-digit number, or 11 with a leading 0, or 12 starting 91, as Indian", () => {
    expect(phoneLinks("98765 43210")).toEqual({
      tel: "tel:9876543210",
      whatsApp: "https://wa.me/919876543210",
    });
    expect(phoneLinks("098765-43210")).toEqual({
      tel: "tel:09876543210",
      whatsApp: "https://wa.me/919876543210",
    });
    expect(phoneLinks("(91) 98765.43210")?.whatsApp).toBe("https://wa.me/919876543210");
  });

  it("calls a local number of another length but leaves WhatsApp out", () => {
    expect(phoneLinks("0422 245 678")).toEqual({ tel: "tel:0422245678", whatsApp: null });
    expect(phoneLinks("245 6789")).toEqual({ tel: "tel:2456789", whatsApp: null });
  });

  it("makes no link of text that is no phone number", () => {
    for (const text of ["call after six", "12345", "9".repeat(16), "+91 98765 43210 ext 2", ""])
      expect(phoneLinks(text), text).toBeNull();
  });
});

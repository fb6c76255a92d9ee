import { menuSummary, type Service } from "~/core/artists/services";
import { describe, expect, it } from "vitest";
import { artistStructuredData, jsonLd } from "./structured-data";

const artist = {
  displayName: "Gilded Polish",
  bio: "Chrome and ombre </script><script>alert(1)</script> since 2019",
  city: "Austin",
  state: "TX",
  styles: ["Ombre", "Chrome"],
};

describe("an artist's structured data", () => {
  it("lists the service menu as offers in US dollars, a range as its lowest and highest", () => {
    const menu: Service[] = [
      {
        name: "Gel manicure",
        category: "Manicure",
        priceCents: 4500,
        upToCents: null,
        minutes: 45,
        description: "",
      },
      {
        name: "Acrylic full set",
        category: "Extensions",
        priceCents: 6050,
        upToCents: 8000,
        minutes: 90,
        description: "Any shape",
      },
    ];
    const data = artistStructuredData(
      artist,
      { url: "https://nailmatch.example/artist/1" },
      null,
      menu,
      menuSummary(menu),
    );
    expect(data).toHaveProperty("hasOfferCatalog", {
      "@type": "OfferCatalog",
      name: "Services & prices",
      itemListElement: [
        { "@type": "Offer", name: "Gel manicure", price: "45.00", priceCurrency: "USD" },
        {
          "@type": "AggregateOffer",
          name: "Acrylic full set",
          lowPrice: "60.50",
          highPrice: "80.00",
          priceCurrency: "USD",
        },
      ],
    });
    expect(artistStructuredData(artist, { url: "u" })).not.toHaveProperty("hasOfferCatalog");
    // A long menu, of which the page shows the start: one offer for the whole, kept light.
    const long = artistStructuredData(artist, { url: "u" }, null, menu.slice(0, 1), {
      count: 30,
      lowCents: 1500,
      highCents: 12_000,
    });
    expect(long).not.toHaveProperty("hasOfferCatalog");
    expect(long).toHaveProperty("makesOffer", {
      "@type": "AggregateOffer",
      name: "Services & prices",
      offerCount: 30,
      lowPrice: "15.00",
      highPrice: "120.00",
      priceCurrency: "USD",
    });
  });

  it("is a BeautySalon with its public name, address, styles and picture", () => {
    const data = artistStructuredData(artist, {
      url: "https://nailmatch.example/artist/1",
      imageUrl: "https://nailmatch.example/media/a.webp",
    });
    expect(data).toEqual({
      "@context": "https://schema.org",
      "@type": "BeautySalon",
      name: "Gilded Polish",
      url: "https://nailmatch.example/artist/1",
      image: "https://nailmatch.example/media/a.webp",
      description: artist.bio,
      address: {
        "@type": "PostalAddress",
        addressLocality: "Austin",
        addressRegion: "TX",
        addressCountry: "US",
      },
      knowsAbout: ["Ombre", "Chrome"],
    });
  });

  it("leaves out what the artist has not given", () => {
    const data = artistStructuredData(
      { ...artist, bio: "", city: null, state: null, styles: [] },
      { url: "https://nailmatch.example/artist/1" },
    );
    expect(Object.keys(data)).toEqual(["@context", "@type", "name", "url"]);
  });

  it("is written so that text cannot close its script element, and reads back the same", () => {
    const written = jsonLd(artistStructuredData(artist, { url: "https://x.example/a" }));
    expect(written).not.toContain("<");
    expect(written).toContain("\\u003c/script>");
    expect(JSON.parse(written)).toMatchObject({ description: artist.bio });
    expect(jsonLd({ text: "a\u2028b" })).toBe('{"text":"a\\u2028b"}');
  });
});

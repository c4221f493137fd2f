import { FACTUR_X_CONFORMANCE, FACTUR_X_FILENAME } from "./factur-x";
import type { Pdf } from "./pdf.server";

const FX_NS = "urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#";

/**
 * The XMP a Factur-X reader looks for: the fx: properties naming the embedded file, its profile
 * and version, and the PDF/A extension schema that declares them (PDF/A allows no undeclared
 * XMP property). Wording of the Factur-X 1.07 specification's XMP model.
 */
const FACTUR_X_XMP = `
<rdf:Description rdf:about="" xmlns:pdfaExtension="http://www.aiim.org/pdfa/ns/extension/" xmlns:pdfaSchema="http://www.aiim.org/pdfa/ns/schema#" xmlns:pdfaProperty="http://www.aiim.org/pdfa/ns/property#">
  <pdfaExtension:schemas><rdf:Bag><rdf:li rdf:parseType="Resource">
    <pdfaSchema:schema>Factur-X PDFA Extension Schema</pdfaSchema:schema>
    <pdfaSchema:namespaceURI>${FX_NS}</pdfaSchema:namespaceURI>
    <pdfaSchema:prefix>fx</pdfaSchema:prefix>
    <pdfaSchema:property><rdf:Seq>
      <rdf:li rdf:parseType="Resource"><pdfaProperty:name>DocumentFileName</pdfaProperty:name><pdfaProperty:valueType>Text</pdfaProperty:valueType><pdfaProperty:category>external</pdfaProperty:category><pdfaProperty:description>The name of the embedded XML document</pdfaProperty:description></rdf:li>
      <rdf:li rdf:parseType="Resource"><pdfaProperty:name>DocumentType</pdfaProperty:name><pdfaProperty:valueType>Text</pdfaProperty:valueType><pdfaProperty:category>external</pdfaProperty:category><pdfaProperty:description>The type of the hybrid document in capital letters, e.g. INVOICE or ORDER</pdfaProperty:description></rdf:li>
      <rdf:li rdf:parseType="Resource"><pdfaProperty:name>Version</pdfaProperty:name><pdfaProperty:valueType>Text</pdfaProperty:valueType><pdfaProperty:category>external</pdfaProperty:category><pdfaProperty:description>The actual version of the standard applying to the embedded XML document</pdfaProperty:description></rdf:li>
      <rdf:li rdf:parseType="Resource"><pdfaProperty:name>ConformanceLevel</pdfaProperty:name><pdfaProperty:valueType>Text</pdfaProperty:valueType><pdfaProperty:category>external</pdfaProperty:category><pdfaProperty:description>The conformance level of the embedded XML document</pdfaProperty:description></rdf:li>
    </rdf:Seq></pdfaSchema:property>
  </rdf:li></rdf:Bag></pdfaExtension:schemas>
</rdf:Description>
<rdf:Description rdf:about="" xmlns:fx="${FX_NS}">
  <fx:DocumentType>INVOICE</fx:DocumentType>
  <fx:DocumentFileName>${FACTUR_X_FILENAME}</fx:DocumentFileName>
  <fx:Version>1.0</fx:Version>
  <fx:ConformanceLevel>${FACTUR_X_CONFORMANCE}</fx:ConformanceLevel>
</rdf:Description>`;

/**
 * Makes a PDF/A-3 document (renderPdf's `pdfA3`) a Factur-X: the XML as an associated file of the
 * document, « Alternative » (the same invoice in another form, as Factur-X asks of the EN 16931
 * profile), and its XMP.
 */
export function embedFacturX(doc: Pdf, xml: string, issuedAt: Date): void {
  // pdfkit writes /AFRelationship from `relationship`, which its typings do not know yet.
  const options: PDFKit.Mixins.PDFAttachmentOptions & { relationship: string } = {
    name: FACTUR_X_FILENAME,
    type: "text/xml",
    relationship: "Alternative",
    description: "Factur-X (EN 16931)",
    creationDate: issuedAt,
    modifiedDate: issuedAt,
  };
  doc.file(Buffer.from(xml, "utf8"), options);
  doc.appendXML(FACTUR_X_XMP);
}

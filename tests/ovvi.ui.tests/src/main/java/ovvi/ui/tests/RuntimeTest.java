package ovvi.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;

import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.ImageLoader;
import org.junit.jupiter.api.Test;

/** What the workbench's runtime needs from its bundles on the Java it runs on. */
class RuntimeTest {

	/**
	 * SWT draws the workbench's SVG icons through swt.svg, which SPI Fly wires up by weaving with
	 * ASM: an ASM too old for this Java leaves SWT without a rasterizer, and every tab's icon
	 * throws as it paints.
	 */
	@Test
	void svgImagesLoad() {
		String svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"16\" height=\"16\"><rect width=\"16\" height=\"16\"/></svg>";
		ImageData[] images = new ImageLoader().load(new ByteArrayInputStream(svg.getBytes(StandardCharsets.UTF_8)));
		assertEquals(16, images[0].width);
	}
}

package ovvi.product.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import java.util.zip.GZIPInputStream;

import org.junit.jupiter.api.Test;

/** The product's tar.gz, as a user downloads it: unpacked anywhere, it starts with ./ovvi. */
class ProductArchiveTest {

	@Test
	void theArchivesRootHoldsTheExecutableLaunchScript() throws IOException {
		Map<String, Integer> modes = entries(archive());
		Integer ovvi = modes.get("ovvi");
		assertTrue(ovvi != null, "ovvi at the archive's root, among " + modes.keySet().stream().filter(n -> !n.contains("/")).toList());
		assertEquals(0755, ovvi & 0777, "ovvi is executable: " + Integer.toOctalString(ovvi));
		assertTrue(modes.containsKey("ovvi-find-java.sh"), "the script's Java finder beside it");
		assertTrue(modes.keySet().stream().anyMatch(name -> name.startsWith("plugins/org.eclipse.equinox.launcher_")),
				"the launcher the script starts");
	}

	/** The one archive the product module makes: ovvi-<version>-linux.gtk.x86_64.tar.gz. */
	private static Path archive() throws IOException {
		try (Stream<Path> files = Files.list(Repository.root().resolve("product/target/products"))) {
			List<Path> archives = files.filter(f -> f.getFileName().toString().matches("ovvi-[^-]+(-SNAPSHOT)?-linux\\.gtk\\.x86_64\\.tar\\.gz"))
					.toList();
			assertEquals(1, archives.size(), "one product archive: " + archives);
			return archives.get(0);
		}
	}

	/**
	 * The tar's entries and their permission bits, names without a leading "./". Reads ustar
	 * headers: 512-byte blocks with the name at 0, the octal mode at 100 and the octal size at 124;
	 * a PAX header (type x) carries a long name for the entry after it, which does not matter here.
	 */
	private static Map<String, Integer> entries(Path archive) throws IOException {
		Map<String, Integer> modes = new HashMap<>();
		try (InputStream tar = new GZIPInputStream(Files.newInputStream(archive))) {
			byte[] header = new byte[512];
			while (tar.readNBytes(header, 0, header.length) == header.length && header[0] != 0) {
				String name = field(header, 0, 100);
				long size = Long.parseLong(field(header, 124, 12).strip(), 8);
				if (header[156] == '0' || header[156] == 0) { // a regular file
					modes.put(name.startsWith("./") ? name.substring(2) : name, Integer.parseInt(field(header, 100, 8).strip(), 8));
				}
				tar.skipNBytes((size + 511) / 512 * 512);
			}
		}
		return modes;
	}

	private static String field(byte[] header, int offset, int length) {
		int end = offset;
		while (end < offset + length && header[end] != 0) {
			end++;
		}
		return new String(header, offset, end - offset, StandardCharsets.US_ASCII);
	}
}

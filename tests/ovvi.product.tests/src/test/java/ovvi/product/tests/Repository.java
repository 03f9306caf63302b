package ovvi.product.tests;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;

/** Where the build put things, from the repository's root that the build passes in. */
final class Repository {

	private Repository() {
	}

	static Path root() {
		String root = System.getProperty("ovvi.root");
		if (root == null || !Files.isDirectory(Path.of(root, "bundles"))) {
			throw new IllegalStateException("system property ovvi.root must name the repository's root, not " + root);
		}
		return Path.of(root);
	}

	/** The materialized product, as the product module leaves it. */
	static Path product() {
		Path product = root().resolve("product/target/products/ovvi.product/linux/gtk/x86_64");
		if (!Files.isExecutable(product.resolve("ovvi"))) {
			throw new IllegalStateException("no materialized product in " + product + ": build the product module first");
		}
		return product;
	}

	/** The sample cards' update site, zipped, as sites/ovvi.cards.sample leaves it. */
	static Path sampleSite() {
		Path target = root().resolve("sites/ovvi.cards.sample/target");
		try (Stream<Path> zips = Files.list(target)) {
			return zips.filter(zip -> zip.getFileName().toString().matches("ovvi\\.cards\\.sample-.*\\.zip")).findFirst()
					.orElseThrow(() -> new IllegalStateException("no zipped site in " + target + ": build sites/ovvi.cards.sample first"));
		} catch (IOException e) {
			throw new IllegalStateException("no zipped site in " + target + ": build sites/ovvi.cards.sample first", e);
		}
	}
}

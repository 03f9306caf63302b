package ovvi.product.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.jar.Manifest;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;

/**
 * DESIGN.md's layer table, checked on the bundles' manifests: what a bundle does not import it
 * can neither compile against (Tycho) nor load (OSGi).
 */
class LayerRulesTest {

	/** Each Ovvi bundle and the Ovvi bundles it may use: arrows point down only. */
	private static final Map<String, Set<String>> MAY_USE = Map.ofEntries(
			Map.entry("ovvi.herdr", Set.of()),
			Map.entry("ovvi.model", Set.of("ovvi.herdr")),
			Map.entry("ovvi.git", Set.of("ovvi.herdr")),
			Map.entry("ovvi.cards", Set.of("ovvi.model", "ovvi.herdr")),
			Map.entry("ovvi.terminal", Set.of("ovvi.cards", "ovvi.model", "ovvi.herdr")),
			Map.entry("ovvi.cards.browser", Set.of("ovvi.cards")),
			Map.entry("ovvi.cards.explorer", Set.of("ovvi.cards", "ovvi.model", "ovvi.herdr")),
			Map.entry("ovvi.cards.git", Set.of("ovvi.cards", "ovvi.git", "ovvi.model", "ovvi.herdr")),
			Map.entry("ovvi.cards.install", Set.of()),
			Map.entry("ovvi.cards.markdown", Set.of("ovvi.cards", "ovvi.model", "ovvi.herdr")),
			Map.entry("ovvi.ui", Set.of("ovvi.terminal", "ovvi.cards", "ovvi.git", "ovvi.model", "ovvi.herdr")));

	/** Transport, model and git run without a display and are tested without one. */
	private static final Set<String> HEADLESS = Set.of("ovvi.herdr", "ovvi.model", "ovvi.git");
	private static final Pattern UI_DEPENDENCY = Pattern
			.compile("org\\.eclipse\\.(swt|jface|ui|e4\\.ui|tm\\.terminal)(\\..*)?");

	@Test
	void everyBundleIsInTheLayerTable() throws IOException {
		assertEquals(MAY_USE.keySet(), new TreeSet<>(bundlesWithManifests()));
	}

	@Test
	void headlessBundlesUseNoUserInterfaceLibrary() throws IOException {
		for (String bundle : HEADLESS) {
			List<String> offending = dependencies(bundle).stream().filter(d -> UI_DEPENDENCY.matcher(d).matches())
					.toList();
			assertTrue(offending.isEmpty(), bundle + " must not depend on " + offending);
		}
	}

	@Test
	void ovviBundlesUseOnlyTheLayersBelowThem() throws IOException {
		for (var rule : MAY_USE.entrySet()) {
			for (String dependency : dependencies(rule.getKey())) {
				if (dependency.startsWith("ovvi.") && !dependency.startsWith(rule.getKey() + ".")
						&& !dependency.equals(rule.getKey())) {
					String layer = layerOf(dependency);
					assertTrue(rule.getValue().contains(layer),
							rule.getKey() + " must not use " + dependency + " (layer " + layer + ")");
				}
			}
		}
	}

	@Test
	void theRulesCatchAForbiddenImport() throws IOException {
		Manifest manifest = new Manifest(new java.io.ByteArrayInputStream(
				"Manifest-Version: 1.0\nImport-Package: ovvi.herdr,org.eclipse.swt.widgets;version=\"3.0\"\n"
						.getBytes(java.nio.charset.StandardCharsets.UTF_8)));
		assertEquals(List.of("ovvi.herdr", "org.eclipse.swt.widgets"), dependencies(manifest));
		assertTrue(UI_DEPENDENCY.matcher("org.eclipse.swt.widgets").matches());
		assertTrue(UI_DEPENDENCY.matcher("org.eclipse.e4.ui.model.workbench").matches());
	}

	private static String layerOf(String packageOrBundle) {
		return MAY_USE.keySet().stream()
				.filter(b -> packageOrBundle.equals(b) || packageOrBundle.startsWith(b + "."))
				.max((a, b) -> Integer.compare(a.length(), b.length())).orElse(packageOrBundle);
	}

	private static List<String> bundlesWithManifests() throws IOException {
		try (Stream<Path> bundles = Files.list(Repository.root().resolve("bundles"))) {
			return bundles.filter(b -> Files.exists(b.resolve("META-INF/MANIFEST.MF")))
					.map(b -> b.getFileName().toString()).toList();
		}
	}

	private static List<String> dependencies(String bundle) throws IOException {
		try (InputStream in = Files
				.newInputStream(Repository.root().resolve("bundles").resolve(bundle).resolve("META-INF/MANIFEST.MF"))) {
			return dependencies(new Manifest(in));
		}
	}

	/** The packages of Import-Package and the bundles of Require-Bundle, without their attributes. */
	private static List<String> dependencies(Manifest manifest) {
		List<String> names = new ArrayList<>();
		for (String header : List.of("Import-Package", "Require-Bundle")) {
			String value = manifest.getMainAttributes().getValue(header);
			if (value == null) {
				continue;
			}
			// clauses are comma-separated, but version ranges inside quotes contain commas too
			for (String clause : value.split(",(?=(?:[^\"]*\"[^\"]*\")*[^\"]*$)")) {
				names.add(clause.split(";")[0].strip());
			}
		}
		return names;
	}
}

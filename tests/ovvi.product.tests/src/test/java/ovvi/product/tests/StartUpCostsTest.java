package ovvi.product.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;

import org.junit.jupiter.api.Test;

/**
 * What each start of the product pays for before the workbench (README, "Start time"): the bundles
 * started there (ovvi.product's configurations) and the jars the JVM itself loads.
 */
class StartUpCostsTest {

	@Test
	void onlyTheFrameworkServicesTheWorkbenchNeedsStartBeforeIt() throws IOException {
		assertEquals(Set.of("org.eclipse.osgi", "org.eclipse.equinox.simpleconfigurator", "org.apache.felix.scr", "org.eclipse.equinox.common",
				"org.eclipse.equinox.event", "org.eclipse.core.runtime"), bundles(true));
	}

	@Test
	void spiFlyIsInstalledForJsvgToResolveButNotStarted() throws IOException {
		assertTrue(bundles(false).contains("org.apache.aries.spifly.dynamic.bundle"),
				"JSVG requires the service loader extender, and jface requires JSVG's SWT fragment");
		assertTrue(bundles(false).contains("com.github.weisj.jsvg"));
	}

	@Test
	void theJarsTheJvmLoadsCarryNoSignature() throws IOException {
		for (String bundle : List.of("org.eclipse.equinox.launcher", "org.eclipse.osgi", "org.eclipse.osgi.compatibility.state")) {
			Path jar = jar(bundle);
			try (ZipFile zip = new ZipFile(jar.toFile())) {
				List<String> signatures = zip.stream().map(ZipEntry::getName)
						.filter(name -> name.matches("META-INF/[^/]+\\.(SF|RSA|DSA|EC)")).toList();
				assertEquals(List.of(), signatures, jar.toString());
				assertTrue(zip.getEntry("META-INF/MANIFEST.MF") != null, jar + " keeps its manifest");
			}
		}
	}

	private static Path jar(String bundle) throws IOException {
		try (Stream<Path> plugins = Files.list(Repository.product().resolve("plugins"))) {
			List<Path> jars = plugins.filter(p -> p.getFileName().toString().matches(Pattern.quote(bundle) + "_[^_]+\\.jar")).toList();
			assertEquals(1, jars.size(), bundle + ": " + jars);
			return jars.get(0);
		}
	}

	/**
	 * The symbolic names of the bundles the simple configurator starts (or only installs). Its
	 * lines: name,version,location,start level,started.
	 */
	private static Set<String> bundles(boolean started) throws IOException {
		try (var lines = Files.lines(Repository.product().resolve("configuration/org.eclipse.equinox.simpleconfigurator/bundles.info"))) {
			return lines.filter(line -> !line.startsWith("#"))
					.map(line -> line.split(","))
					.filter(fields -> Boolean.parseBoolean(fields[4]) == started)
					.map(fields -> fields[0])
					.collect(Collectors.toSet());
		}
	}
}

package ovvi.product.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.util.Set;
import java.util.stream.Collectors;

import org.junit.jupiter.api.Test;

/**
 * What the product starts before the workbench (ovvi.product's configurations): every bundle
 * started there costs each start its activation, whether Ovvi needs it or not.
 */
class ProductStartLevelsTest {

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

package ovvi.product.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import java.util.zip.GZIPInputStream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The sample card installed into a copy of the product from the zipped site, by p2's director
 * running in the product as Help ▸ Install Cards… runs p2 (CardInstallTest works that dialog): it
 * goes under the user's XDG data folder and leaves the product's folder as it was; Ovvi starts
 * with it and loads it; uninstalled, and its unused files collected, nothing of it is left.
 */
class CardSiteInstallTest {

	private static final String FEATURE = "ovvi.cards.markdown.feature.feature.group";
	private static final String DIRECTOR = "org.eclipse.equinox.p2.director";

	@TempDir
	Path temp;

	@Test
	void theSampleCardSurvivesARestartAndItsUninstallLeavesNoTrace() throws Exception {
		Path product = copy(Repository.product(), temp.resolve("ovvi"));
		Path home = Files.createDirectories(temp.resolve("home"));
		Path data = home.resolve(".local/share/ovvi");
		Map<String, Long> productFiles = files(product);
		Set<String> productUnits = profileUnits(product.resolve("p2"));

		p2(product, home, "-application", DIRECTOR, "-repository", "jar:" + Repository.sampleSite().toUri() + "!/", "-installIU", FEATURE);
		assertEquals(List.of("org.commonmark", "ovvi.cards.markdown", "ovvi.cards.markdown.feature"), cardFiles(data),
				"the card's bundles and feature are the user's, beside the configuration");
		assertTrue(configured(data), "the configuration lists the card's bundle");
		assertEquals(productFiles, files(product), "the product's own folder is as it was");

		assertTrue(loadedAfterAStart(product, home), "the restarted Ovvi loads the card's bundle");

		p2(product, home, "-application", DIRECTOR, "-uninstallIU", FEATURE);
		assertFalse(configured(data), "the configuration no longer lists the card's bundle");
		// what Help ▸ Installed Cards… has p2 do after each uninstall (a director run does not)
		p2(product, home, "-application", "org.eclipse.equinox.p2.garbagecollector.application", "-profile", "DefaultProfile");
		assertEquals(List.of(), cardFiles(data), "no file of the card is left");
		// and p2's mark of a user's own profile over a shared installation, made with the first change
		Set<String> userUnits = profileUnits(data.resolve("p2"));
		assertTrue(userUnits.removeIf(unit -> unit.startsWith("SharedProfile_DefaultProfile ")), "the user's profile is p2's shared kind");
		assertEquals(productUnits, userUnits, "p2's profile has the product's units again");
		assertFalse(loadedAfterAStart(product, home), "Ovvi starts without the card");
		assertEquals(productFiles, files(product), "the product's own folder is as it was");
	}

	/** A p2 application run by the product's script, as Ovvi runs p2 (the user's configuration, p2 beside it). */
	private static void p2(Path product, Path home, String... arguments) throws Exception {
		String[] all = Stream.concat(Stream.of("-nosplash"), Stream.of(arguments)).toArray(String[]::new);
		Launch run = Launch.run(product, home, Map.of(), 180, all);
		assertEquals(0, run.exitCode(), String.join(" ", all) + "\n" + run.stdout() + run.stderr());
	}

	/**
	 * Whether Ovvi, started to its first window, has the card's jar open: the framework installed
	 * the bundle and the component runtime read it. Read from /proc while Ovvi runs.
	 */
	private static boolean loadedAfterAStart(Path product, Path home) throws Exception {
		Launch.Started started = Launch.startToFirstWindow(product, home, Map.of());
		Process ovvi = started.ovvi();
		try {
			Path fds = Path.of("/proc", Long.toString(ovvi.pid()), "fd");
			try (Stream<Path> open = Files.list(fds)) {
				return open.map(CardSiteInstallTest::target).anyMatch(file -> file.contains("/ovvi.cards.markdown_"));
			}
		} finally {
			ovvi.destroy();
			assertTrue(ovvi.waitFor(60, TimeUnit.SECONDS), "Ovvi stops within 60 s of SIGTERM");
		}
	}

	private static String target(Path link) {
		try {
			return Files.readSymbolicLink(link).toString();
		} catch (IOException gone) {
			return ""; // closed while listed
		}
	}

	/** Whether the simple configurator's list, which each start installs, names the card's bundle. */
	private static boolean configured(Path data) throws IOException {
		Path bundles = data.resolve("configuration/org.eclipse.equinox.simpleconfigurator/bundles.info");
		return Files.readAllLines(bundles).stream().anyMatch(line -> line.startsWith("ovvi.cards.markdown,"));
	}

	/** The card's files under the user's data folder, by their names before the version. */
	private static List<String> cardFiles(Path data) throws IOException {
		try (Stream<Path> files = Files.walk(data, 2)) {
			return files.filter(file -> List.of("plugins", "features").contains(String.valueOf(file.getParent().getFileName())))
					.map(file -> file.getFileName().toString().replaceFirst("_[^_]*$", "")).sorted().toList();
		}
	}

	/** The units of the newest profile under a p2 folder, as {@code id version}. */
	private static Set<String> profileUnits(Path p2) throws IOException {
		Path profiles = p2.resolve("org.eclipse.equinox.p2.engine/profileRegistry/DefaultProfile.profile");
		Path newest;
		try (Stream<Path> files = Files.list(profiles)) {
			// named by their timestamps
			newest = files.filter(file -> file.getFileName().toString().endsWith(".profile.gz"))
					.max(Comparator.comparing(file -> Long.parseLong(file.getFileName().toString().split("\\.")[0])))
					.orElseThrow(() -> new AssertionError("no profile in " + profiles));
		}
		String xml;
		try (InputStream in = new GZIPInputStream(Files.newInputStream(newest))) {
			xml = new String(in.readAllBytes(), StandardCharsets.UTF_8);
		}
		Set<String> units = new TreeSet<>();
		Matcher unit = Pattern.compile("<unit id='([^']*)' version='([^']*)'").matcher(xml);
		while (unit.find()) {
			units.add(unit.group(1) + " " + unit.group(2));
		}
		return units;
	}

	/** Each file of a folder with its size. */
	private static Map<String, Long> files(Path folder) throws IOException {
		Map<String, Long> sizes = new TreeMap<>();
		try (Stream<Path> files = Files.walk(folder)) {
			for (Path file : files.filter(Files::isRegularFile).toList()) {
				sizes.put(folder.relativize(file).toString(), Files.size(file));
			}
		}
		return sizes;
	}

	/** A copy of the product, its scripts still executable. */
	private static Path copy(Path from, Path to) throws IOException {
		try (Stream<Path> files = Files.walk(from)) {
			for (Path file : files.toList()) {
				Files.copy(file, to.resolve(from.relativize(file).toString()), StandardCopyOption.COPY_ATTRIBUTES);
			}
		}
		return to;
	}
}

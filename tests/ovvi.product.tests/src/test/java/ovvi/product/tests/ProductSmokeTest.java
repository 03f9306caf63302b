package ovvi.product.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The packaged product, started through its {@code ovvi} script as a user starts it. */
class ProductSmokeTest {

	@TempDir
	Path home;

	private Launch.Started startToFirstWindow(Map<String, String> env) throws Exception {
		return Launch.startToFirstWindow(home, env);
	}

	@Test
	void theProductOpensItsWindowAndStopsByItsPid() throws Exception {
		Launch.Started started = startToFirstWindow(new HashMap<>());
		Process ovvi = started.ovvi();
		CompletableFuture<String> stdout = started.stdout();
		CompletableFuture<String> stderr = started.stderr();
		try {
			// only this product's windows; --sync: the X server may map the window a moment after
			// SWT opened it; SWT pads titles shorter than six characters with spaces on GTK
			Process search = new ProcessBuilder("xdotool", "search", "--sync", "--onlyvisible", "--pid",
					Long.toString(ovvi.pid()), "--name", "^Ovvi *$").redirectErrorStream(true).start();
			assertTrue(search.waitFor(60, TimeUnit.SECONDS), "xdotool finds a visible window titled Ovvi");
			String windows = new String(search.getInputStream().readAllBytes()).strip();
			assertEquals(0, search.exitValue(), windows);
			assertTrue(windows.matches("\\d+"), "one window: " + windows);

			assertTrue(Files.isDirectory(home.resolve(".local/state/ovvi/workspace")), "state under XDG_STATE_HOME");
			assertTrue(Files.isDirectory(home.resolve(".local/share/ovvi/configuration")), "configuration under XDG_DATA_HOME");
			assertEquals(Set.of(PosixFilePermission.OWNER_READ, PosixFilePermission.OWNER_WRITE,
					PosixFilePermission.OWNER_EXECUTE), Files.getPosixFilePermissions(home.resolve(".local/state/ovvi")));

			ovvi.destroy(); // SIGTERM to the JVM's own pid: the script exec'd java
			assertTrue(ovvi.waitFor(60, TimeUnit.SECONDS), "Ovvi stops within 60 s of SIGTERM");
		} finally {
			if (ovvi.isAlive()) { // a check above failed: leave nothing behind
				ovvi.destroyForcibly();
			}
		}
		String errors = stderr.get(10, TimeUnit.SECONDS);
		assertEquals(0, ovvi.exitValue(), "SIGTERM closes the workbench as Quit does\n" + stdout.join() + errors);
		assertTrue(Files.isRegularFile(home.resolve(".local/state/ovvi/workspace/.metadata/.plugins/org.eclipse.e4.workbench/workbench.xmi")),
				"the window's layout was saved on the way out");
		assertFalse(errors.contains("Exception"), errors);
	}

	@Test
	void iconsDrawnThroughAwtNeedNoX11Library() throws Exception {
		// GTK draws SVG icons with librsvg's gdk-pixbuf loader where it is installed; without it SWT
		// draws them with JSVG into AWT images, and AWT's X11 library needs libXtst, which Ovvi's
		// run packages do not bring (on a fresh Debian the first icon ended the workbench)
		Map<String, String> env = new HashMap<>();
		env.put("GDK_PIXBUF_MODULE_FILE", Files.writeString(home.resolve("no-pixbuf-loaders.cache"), "").toString());
		Process ovvi = startToFirstWindow(env).ovvi();
		try {
			String libraries = Files.readString(Path.of("/proc", Long.toString(ovvi.pid()), "maps"));
			assertTrue(libraries.contains("/libawt.so"), "the window's icons went through AWT");
			assertFalse(libraries.contains("/libawt_xawt.so"), "AWT's X11 library is not loaded");
		} finally {
			ovvi.destroy();
			assertTrue(ovvi.waitFor(60, TimeUnit.SECONDS), "Ovvi stops within 60 s of SIGTERM");
		}
	}

	@Test
	void theProductCarriesTheHerdrSimulatorForTheDemoSession() throws Exception {
		Process herdr = new ProcessBuilder(Repository.product().resolve("sim/bin/herdr").toString(), "--version")
				.redirectErrorStream(true).start();
		herdr.getOutputStream().close();
		assertTrue(herdr.waitFor(60, TimeUnit.SECONDS));
		assertEquals("herdr 0.9.3\n", new String(herdr.getInputStream().readAllBytes()));
		assertEquals(0, herdr.exitValue());
	}

	@Test
	void withoutJava21ItNamesTheJavaItFoundAndWhatIsNeeded() throws Exception {
		Path oldJava = home.resolve("jdk-17");
		Files.createDirectories(oldJava.resolve("bin"));
		Files.writeString(oldJava.resolve("release"), "JAVA_VERSION=\"17.0.9\"\n");
		Path java = Files.writeString(oldJava.resolve("bin/java"), "#!/bin/sh\necho 'openjdk version \"17.0.9\"' >&2\n");
		java.toFile().setExecutable(true);

		Map<String, String> env = new HashMap<>();
		env.put("JAVA_HOME", oldJava.toString());
		env.put("PATH", toolsWithoutJava().toString());
		env.put("OVVI_JDK_SEARCH", "");
		Launch launch = Launch.run(home, env, 30);

		assertEquals(2, launch.exitCode());
		assertEquals("ovvi: Ovvi needs Java 21 or newer; found " + java + " (Java 17). Install a JDK 21+ or set JAVA_HOME to one.\n",
				launch.stderr());
	}

	@Test
	void withoutADisplayItSaysSoInOneLine() throws Exception {
		Map<String, String> env = new HashMap<>();
		env.put("DISPLAY", null);
		env.put("WAYLAND_DISPLAY", null);
		Launch launch = Launch.run(home, env, 30);

		assertEquals(3, launch.exitCode());
		assertTrue(launch.stderr().startsWith("ovvi: no display:"), launch.stderr());
		assertEquals(1, launch.stderr().lines().count(), launch.stderr());
	}

	@Test
	void aDisplayThatCannotBeOpenedGivesOneLineAndNoStackTrace() throws Exception {
		Map<String, String> env = new HashMap<>();
		env.put("DISPLAY", ":4242");
		Launch launch = Launch.run(home, env, 120);

		assertEquals(3, launch.exitCode());
		assertTrue(launch.stderr().contains("ovvi: cannot open a display"), launch.stderr());
		assertFalse(launch.stderr().contains("\tat "), launch.stderr());
		assertFalse(launch.stderr().contains("Exception"), launch.stderr());
	}

	@Test
	void aStateFolderThatCannotBeCreatedIsNamed() throws Exception {
		Path file = Files.writeString(home.resolve("not-a-folder"), "");
		Map<String, String> env = new HashMap<>();
		env.put("XDG_STATE_HOME", file.resolve("state").toString());
		Launch launch = Launch.run(home, env, 30);

		assertEquals(4, launch.exitCode());
		assertTrue(launch.stderr().startsWith("ovvi: cannot create the folder " + file.resolve("state/ovvi")),
				launch.stderr());
		assertEquals(1, launch.stderr().lines().count(), launch.stderr());
	}

	@Test
	void withoutHomeItSaysSoInOneLine() throws Exception {
		Map<String, String> env = new HashMap<>();
		env.put("HOME", null);
		Launch launch = Launch.run(home, env, 30);

		assertEquals(4, launch.exitCode());
		assertEquals("ovvi: HOME is not set: Ovvi keeps its state in the XDG folders under your home folder.\n",
				launch.stderr());
	}

	@Test
	void itFindsAJdkInTheJdkFoldersAndForwardsItsArguments() throws Exception {
		// two JDK folders as /usr/lib/jvm and /opt/jdk are laid out: a Java 17 that is too old, then a 21
		fakeJava(home.resolve("lib-jvm/java-17-openjdk"), "17.0.9");
		Path java21 = fakeJava(home.resolve("opt-jdk/jdk-21.0.5"), "21.0.5");
		Map<String, String> env = new HashMap<>();
		env.put("JAVA_HOME", null);
		env.put("PATH", toolsWithoutJava().toString());
		env.put("OVVI_JDK_SEARCH", home.resolve("lib-jvm") + ":" + home.resolve("opt-jdk"));
		env.put("DISPLAY", ":0"); // the fake Java opens none
		Launch launch = Launch.run(home, env, 30, "-herdrInstall", "sh /tmp/install herdr.sh");

		assertEquals(0, launch.exitCode(), launch.stderr());
		List<String> argv = List.of(Files.readString(home.resolve("java-argv")).split("\0"));
		assertEquals(java21.toString(), argv.get(0), "the first Java 21+ of the folders runs");
		int jar = argv.indexOf("-jar");
		assertTrue(argv.get(jar + 1).startsWith(Repository.product().resolve("plugins/org.eclipse.equinox.launcher_").toString()),
				argv::toString);
		assertEquals(home.resolve(".local/state/ovvi/workspace").toString(), argv.get(argv.indexOf("-data") + 1));
		assertEquals(List.of("-herdrInstall", "sh /tmp/install herdr.sh"), argv.subList(argv.size() - 2, argv.size()),
				"ovvi's own arguments come last, each as it was given");
	}

	/**
	 * On two cores or fewer C2's compiler threads take the core the workbench's start needs
	 * (README, "Start time"); OVVI_JAVA_OPTS comes after the script's own arguments and can give C2 back.
	 */
	@Test
	void onTwoCoresOrFewerTheJvmCompilesWithC1AloneUnlessOvviJavaOptsSaysOtherwise() throws Exception {
		assertEquals(List.of("-XX:TieredStopAtLevel=1"), compilerArguments("2", null));
		assertEquals(List.of("-XX:TieredStopAtLevel=1"), compilerArguments("1", null));
		assertEquals(List.of(), compilerArguments("8", null));
		assertEquals(List.of(), compilerArguments("", null), "nproc that says nothing keeps C2");
		assertEquals(List.of("-XX:TieredStopAtLevel=1", "-XX:TieredStopAtLevel=4"), compilerArguments("2", "-XX:TieredStopAtLevel=4"));
	}

	/** The compiler arguments the script gives the JVM where nproc prints {@code cores}. */
	private List<String> compilerArguments(String cores, String javaOpts) throws Exception {
		fakeJava(home.resolve("jdks/jdk-21.0.5"), "21.0.5");
		Path tools = toolsWithoutJava();
		if (!Files.exists(tools.resolve("env"))) {
			Files.createSymbolicLink(tools.resolve("env"), Path.of("/usr/bin/env"));
		}
		Path nproc = Files.writeString(tools.resolve("nproc"), "#!/bin/sh\nprintf '%s' '" + cores + "'\n");
		nproc.toFile().setExecutable(true);
		Map<String, String> environment = new HashMap<>();
		environment.put("JAVA_HOME", null);
		environment.put("PATH", tools.toString());
		environment.put("OVVI_JDK_SEARCH", home.resolve("jdks").toString());
		environment.put("OVVI_JAVA_OPTS", javaOpts);
		environment.put("DISPLAY", ":0"); // the fake Java opens none
		Files.deleteIfExists(home.resolve("java-argv"));
		Launch launch = Launch.run(home, environment, 30);
		assertEquals(0, launch.exitCode(), launch.stderr());
		return Stream.of(Files.readString(home.resolve("java-argv")).split("\0")).filter(argument -> argument.startsWith("-XX:TieredStopAtLevel"))
				.toList();
	}

	/** A JDK folder whose java writes its own path and arguments to $HOME/java-argv, NUL-separated. */
	private static Path fakeJava(Path jdk, String version) throws IOException {
		Files.createDirectories(jdk.resolve("bin"));
		Files.writeString(jdk.resolve("release"), "JAVA_VERSION=\"" + version + "\"\n");
		Path java = Files.writeString(jdk.resolve("bin/java"), "#!/bin/sh\nprintf '%s\\0' \"$0\" \"$@\" >\"$HOME/java-argv\"\n");
		java.toFile().setExecutable(true);
		return java;
	}

	/** A PATH with the tools the script uses and no java. */
	private Path toolsWithoutJava() throws IOException {
		Path bin = Files.createDirectories(home.resolve("tools"));
		for (String tool : new String[] { "bash", "dirname", "readlink", "sed", "head", "ls", "mkdir" }) {
			for (String folder : new String[] { "/usr/bin", "/bin" }) {
				Path candidate = Path.of(folder, tool);
				if (Files.isExecutable(candidate) && !Files.exists(bin.resolve(tool))) {
					Files.createSymbolicLink(bin.resolve(tool), candidate);
				}
			}
		}
		return bin;
	}
}

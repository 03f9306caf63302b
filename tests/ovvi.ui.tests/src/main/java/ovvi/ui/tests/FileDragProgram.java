package ovvi.ui.tests;

import java.io.BufferedReader;
import java.io.File;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

import org.eclipse.core.runtime.FileLocator;
import org.eclipse.core.runtime.Platform;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.widgets.Display;
import org.osgi.framework.Bundle;
import org.osgi.framework.FrameworkUtil;

/** {@link FileDragSource} run as a process of its own on the test's X display, and what it said. */
final class FileDragProgram implements AutoCloseable {

	private final Process process;
	private final List<String> said = new CopyOnWriteArrayList<>();

	FileDragProgram(Display display, Path... files) throws IOException {
		List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
				"--enable-native-access=ALL-UNNAMED", "-cp", classPath(Platform.getBundle("org.eclipse.swt.gtk.linux.x86_64"))
						+ File.pathSeparator + classPath(FrameworkUtil.getBundle(FileDragProgram.class)),
				FileDragSource.class.getName()));
		for (Path file : files) {
			command.add(file.toString());
		}
		process = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.DISCARD).start();
		Thread.ofVirtual().start(() -> {
			try (BufferedReader lines = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
				for (String line = lines.readLine(); line != null; line = lines.readLine()) {
					said.add(line);
				}
			} catch (IOException ended) {
				// the program ended
			}
		});
		UiWait.until(display, () -> at() != null, "the file drag source shows its window");
	}

	/** A bundle's classes as a class path entry: its jar, or its project's classes folder. */
	private static String classPath(Bundle bundle) throws IOException {
		File file = FileLocator.getBundleFile(bundle);
		File classes = new File(file, "target/classes");
		return classes.isDirectory() ? classes.toString() : file.toString();
	}

	/** The middle of its label on the screen, once it painted it. */
	Point at() {
		for (int i = said.size() - 1; i >= 0; i--) {
			if (said.get(i).startsWith("at ")) {
				String[] xy = said.get(i).split(" ");
				return new Point(Integer.parseInt(xy[1]), Integer.parseInt(xy[2]));
			}
		}
		return null;
	}

	boolean started() {
		return said.contains("started");
	}

	boolean finished() {
		return said.stream().anyMatch(line -> line.startsWith("finished"));
	}

	/** Closes its input, as it asks; then its pid if it still runs. */
	@Override
	public void close() throws Exception {
		process.getOutputStream().close();
		if (!process.waitFor(5, java.util.concurrent.TimeUnit.SECONDS)) {
			process.destroy();
		}
	}
}

package ovvi.herdr.exec;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collection;

import ovvi.testing.TempHome;

/**
 * A folder of commands with any names, each printing its own name and arguments, NUL after each,
 * so a test sees argv[0] come back too. The links are made by one perl run from the names' UTF-8
 * bytes: Java can name a file only in the JVM's file name encoding, which may be ASCII.
 */
final class PrinterCommands {

	private static final String PRINTER = "#!/bin/sh\nprintf '%s\\0' \"${0##*/}\" \"$@\"\n";
	private static final String LINK_EACH = "chomp; symlink($ENV{OVVI_PRINTER}, \"$ENV{OVVI_BIN}/$_\") or $!{EEXIST} or die \"$_: $!\\n\"";

	private PrinterCommands() {
	}

	/** The folder, holding one printer per name. */
	static Path install(Path folder, Collection<String> names) throws IOException, InterruptedException {
		Path printer = TempHome.writeScript(folder.resolveSibling(folder.getFileName() + "-printer"), PRINTER);
		Files.createDirectories(folder);
		ProcessBuilder builder = new ProcessBuilder("perl", "-0", "-ne", LINK_EACH).redirectErrorStream(true);
		builder.environment().put("OVVI_PRINTER", printer.toString());
		builder.environment().put("OVVI_BIN", folder.toString());
		Process perl = builder.start();
		try (OutputStream in = perl.getOutputStream()) {
			for (String name : names) {
				in.write(name.getBytes(StandardCharsets.UTF_8));
				in.write(0);
			}
		}
		String said = new String(perl.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
		if (perl.waitFor() != 0) {
			throw new IOException("the printer commands could not be linked: " + said);
		}
		return folder;
	}
}

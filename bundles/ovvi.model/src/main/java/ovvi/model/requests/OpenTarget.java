package ovvi.model.requests;

import java.net.URI;
import java.nio.file.Path;

/** What ovvi open names, checked: an http(s) address, or an absolute path of the pane's machine. */
public sealed interface OpenTarget {

	/** The address, or the file's path. */
	String location();

	record Address(URI uri) implements OpenTarget {
		@Override
		public String location() {
			return uri.toString();
		}
	}

	/**
	 * A file or folder that exists on the pane's machine and is no program.
	 *
	 * @param folder whether it is a folder (a File Explorer card shows it) or a file
	 */
	record File(Path path, boolean folder) implements OpenTarget {
		@Override
		public String location() {
			return path.toString();
		}
	}
}

package ovvi.model.requests;

import java.net.URI;
import java.nio.file.Path;

/** What ovvi open names, checked: an http(s) address, or an absolute file path of this computer. */
public sealed interface OpenTarget {

    /** The text the desktop opens: the address, or the file's path. */
    String location();

    record Address(URI uri) implements OpenTarget {
        @Override
        public String location() {
            return uri.toString();
        }
    }

    record File(Path path) implements OpenTarget {
        @Override
        public String location() {
            return path.toString();
        }
    }
}

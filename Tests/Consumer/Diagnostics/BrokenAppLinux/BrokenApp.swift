// openuikit-app-folder: ../BrokenApp
